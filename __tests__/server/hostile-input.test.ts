/**
 * Hostile bodies sent to every POST endpoint of the sample API over real
 * HTTP (the server listens on a port of this process):
 *
 * - the worst long strings that fit the body limit, in every string field of
 *   every request schema: every answer is a 422 naming the field, and none
 *   blocks the event loop for long. What one request can block is bounded by
 *   the CPU time the event loop's thread spends while it is handled
 *   (scripts/lib/thread-cpu.ts; requests go one at a time): unlike
 *   wall-clock delays, that figure does not grow when a busy machine leaves
 *   the process waiting for a core. The event-loop delay (perf_hooks'
 *   monitorEventLoopDelay) is printed too;
 * - NUL characters, unpaired surrogates and impossible dates in every string
 *   field: 422 naming the field, never a 500 from the database;
 * - the longest strings an address holds, NUL, control characters, bytes
 *   that are not UTF-8 and impossible dates in every query parameter of the
 *   GET calls a visitor's page fills: 400 naming the parameter;
 * - a property-based run (fast-check) over every field of every schema with
 *   arbitrary JSON values and hostile texts: never a 500, never a 201 for a
 *   body the contract refuses, and a 422 names the field the contract names.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { z } from "zod";
import { BODY_LIMIT_BYTES } from "../../server/app";
import { SUBMISSION_ENDPOINTS } from "../../server/routes/submission-endpoint";
import { appointmentMoveSchema } from "../../src/contract/requests";
import {
  BAD_CHARACTERS,
  BAD_QUERY_CHARACTERS,
  IMPOSSIBLE_DATES,
  WORST_STRINGS,
  encodedToFit,
  queryRoomFor,
  queryWith,
  roomFor,
  sampleBodies,
  sampleQueries,
  stringTargets,
  topLevelFields,
  withValueAt,
  type FieldTarget,
  type Json,
} from "../../scripts/lib/hostile-requests";
import { CPU_CLOCK, cpuClockMs } from "../../scripts/lib/thread-cpu";
import { startTestApp, TOKEN, type TestApp } from "./helpers";

jest.setTimeout(240_000);

// Monday 2026-09-14, 09:10 in Montréal.
const NOW = new Date("2026-09-14T13:10:00Z");
/**
 * The most CPU time the event loop's thread may spend on one of these
 * requests. The goal is that no request blocks the event loop over 20 ms
 * (the figures are printed); the bound is twice that. Client
 * and server share the thread, so this includes sending the 64 KB body and
 * reading the answer; the body is serialized before the clock starts.
 *
 * Why the thread's own time, and why twice the goal on a loaded 2-core machine: the
 * thread's own CPU time does not count waiting for a core, nor the garbage
 * collector's helper threads and the compiler. The process's CPU time,
 * measured before, counted them: its slowest request reached 58-74 ms where
 * the thread had spent 11-14 ms (a full garbage collection, mostly on the
 * helper threads). Measured on this machine with other work running (load
 * 4-7): a median of 1.7-2.8 ms a request, the slowest of the 300 at 6-14 ms,
 * a collection pause each time. What lands in one request by chance (a
 * collection, the first compilation of a code path) does not come back when
 * it is sent again, while an input that is slow to check is slow every time:
 * a request over the bound is sent up to three times more and its fastest
 * try counts. Yet in a CI run under a load of 6 the slowest of 372 requests
 * still took 19.1 ms at its best: the goal itself is too close a bound.
 * Before the patterns were made linear, one such request took 1.5 s (up to
 * 45 s on a busy machine), 37 times this bound.
 */
const MAX_CPU_MS = 40;

let t: TestApp;
let base: string;
let bodies: Record<string, Json>;
const endpoints = Object.entries(SUBMISSION_ENDPOINTS) as [string, z.ZodType][];
/** POST routes that are not visitor submissions, and where their hostile input is tested. */
const OTHER_POST_ROUTES: Record<string, string> = {
  "/estimate_photos": "multipart, checked by content and size: photos-and-insurance.test.ts",
  "/appointments/manage/move": "its JSON body is checked before the booking link: below",
  "/appointments/manage/cancel": "no body, the booking link alone: manage-booking.test.ts",
};

interface Answer {
  status: number;
  body: { message?: string; violations?: { propertyPath: string; message: string }[] };
  ms: number;
}

/** A JSON POST to the API; a string body is sent as it is (already serialized). */
async function post(path: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, ms: performance.now() - started };
}

/** A GET on the API (path and query). */
async function get(url: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api${url}`);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, ms: performance.now() - started };
}

/**
 * An answer and the CPU time the event loop's thread spent on it; a try over
 * MAX_CPU_MS is sent up to three times more and the fastest counts (what
 * lands in one request by chance does not come back, see MAX_CPU_MS).
 */
async function timed(send: () => Promise<Answer>): Promise<{ answer: Answer; cpuMs: number }> {
  const once = async () => {
    const cpu = cpuClockMs();
    const answer = await send();
    return { answer, cpuMs: cpuClockMs() - cpu };
  };
  let result = await once();
  for (let retry = 0; retry < 3 && result.cpuMs >= MAX_CPU_MS; retry++) {
    const again = await once();
    if (again.cpuMs < result.cpuMs) result = again;
  }
  return result;
}

const fieldName = (target: FieldTarget) => target.path.join(".");
/** Whether a violation names the field (a record key's violation names the key it was given). */
function names(answer: Answer, target: FieldTarget): boolean {
  const field = target.kind === "record-key" ? target.path.slice(0, -1).join(".") : fieldName(target);
  return (answer.body.violations ?? []).some((v) => v.propertyPath === field || v.propertyPath.startsWith(`${field}.`));
}

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  bodies = await sampleBodies(async (path) => (await fetch(`${base}/api${path}`)).json(), "2026-09-14");
});
afterAll(async () => {
  await t?.close();
});

it("knows every POST endpoint of the API (a new one must join SUBMISSION_ENDPOINTS, and so these tests)", () => {
  // Fastify prints a tree: a child line ("│   ├── /manage/move (POST)") continues the path of the line above it with less indentation.
  const printed = t.app.printRoutes({ commonPrefix: false, method: "POST" });
  const parents: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^(.*?)(\/\S*)(?: \((.*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length;
    while (parents.length && parents[parents.length - 1].depth >= depth) parents.pop();
    const full = (parents[parents.length - 1]?.path ?? "") + match[2];
    parents.push({ depth, path: full });
    if (match[3]?.split(", ").includes("POST") && full.startsWith("/api")) routes.push(full);
  }
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.map((route) => route.replace(/^\/api/, "")).sort()).toEqual([...Object.keys(SUBMISSION_ENDPOINTS), ...Object.keys(OTHER_POST_ROUTES)].sort());
});

it("answers hostile strings, characters and dates in a booking move's body with a 422 naming the field, before reading the link", async () => {
  const move: Json = { date: "2026-09-15", startTime: "10:00" };
  const targets = stringTargets(appointmentMoveSchema);
  expect(targets.map(fieldName).sort()).toEqual(["date", "startTime"]);
  for (const target of targets) {
    const values = [
      ...WORST_STRINGS.map((shape) => [shape.name, shape.make(roomFor(move, BODY_LIMIT_BYTES))]),
      ...BAD_CHARACTERS.map((bad) => [bad.name, bad.value]),
      ...(target.date ? IMPOSSIBLE_DATES.map((date) => [date, date]) : []),
    ];
    for (const [name, value] of values) {
      const answer = await post("/appointments/manage/move", withValueAt(move, target, value));
      const where = `${fieldName(target)} ${name}`;
      expect([where, answer.status, names(answer, target)]).toEqual([where, 422, true]);
    }
  }
});

it("has a valid sample body for every POST endpoint, and the server takes each", async () => {
  for (const [path] of endpoints) {
    expect(bodies[path]).toBeDefined();
    const answer = await post(path, bodies[path]);
    expect([path, answer.status]).toEqual([path, 201]);
  }
});

it("answers the worst long strings in every string field with a 422 naming it, without stalling the event loop", async () => {
  const stall = monitorEventLoopDelay({ resolution: 10 });
  let answers: { where: string; target: FieldTarget; answer: Answer; cpuMs: number }[] = [];
  // A first pass warms up the code paths (a running server is warm): every field once, with the
  // first shape. The second pass, every field with every shape, is measured.
  for (const pass of ["warm-up", "measured"]) {
    answers = [];
    if (pass === "measured") stall.enable();
    for (const [path, schema] of endpoints) {
      for (const target of stringTargets(schema)) {
        for (const shape of pass === "warm-up" ? WORST_STRINGS.slice(0, 1) : WORST_STRINGS) {
          const payload = JSON.stringify(withValueAt(bodies[path], target, shape.make(roomFor(bodies[path], BODY_LIMIT_BYTES))));
          const result = await timed(() => post(path, payload));
          answers.push({ where: `${path} ${fieldName(target)} (${target.kind}) ${shape.name}`, target, ...result });
        }
      }
    }
  }
  stall.disable();
  const most = answers.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  const slowest = Math.max(...answers.map((a) => a.answer.ms));
  const sorted = answers.map((a) => a.cpuMs).sort((a, b) => a - b);
  console.log(
    `${answers.length} hostile long-string POSTs: CPU time of the ${CPU_CLOCK === "thread" ? "event loop's thread" : "process"} ` +
      `${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms median, most ${most.cpuMs.toFixed(1)} ms (${most.where}), ` +
      `longest answer ${slowest.toFixed(1)} ms, longest event-loop delay ${(stall.max / 1e6 - 10).toFixed(1)} ms`,
  );
  expect(answers.length).toBeGreaterThan(100);
  expect([most.where, most.cpuMs]).toEqual([most.where, expect.any(Number)]);
  expect(most.cpuMs).toBeLessThan(MAX_CPU_MS);
  for (const { where, target, answer } of answers) {
    expect([where, answer.status, names(answer, target)]).toEqual([where, 422, true]);
  }
});

it("refuses NUL characters, unpaired surrogates and control characters in every string field with a 422 naming it", async () => {
  for (const [path, schema] of endpoints) {
    for (const target of stringTargets(schema)) {
      for (const bad of BAD_CHARACTERS) {
        const answer = await post(path, withValueAt(bodies[path], target, bad.value));
        const where = `${path} ${fieldName(target)} ${bad.name}`;
        expect([where, answer.status, names(answer, target)]).toEqual([where, 422, true]);
      }
    }
  }
});

it("refuses impossible dates with a 422 naming the field, and a 400 on the slot queries", async () => {
  const dateTargets = endpoints.flatMap(([path, schema]) =>
    stringTargets(schema)
      .filter((t) => t.date)
      .map((target) => [path, target] as const),
  );
  expect(dateTargets.length).toBeGreaterThan(0);
  for (const [path, target] of dateTargets) {
    for (const date of IMPOSSIBLE_DATES) {
      const answer = await post(path, withValueAt(bodies[path], target, date));
      expect([path, date, answer.status, answer.body.violations]).toEqual([path, date, 422, [{ propertyPath: "date", message: "invalid_date" }]]);
    }
  }
  const booking = bodies["/appointments"];
  for (const date of IMPOSSIBLE_DATES) {
    const q = `store=${String(booking.store)}&category=${String(booking.category)}`;
    expect((await fetch(`${base}/api/location_services/times_window?${q}&date=${date}`)).status).toBe(400);
    expect((await fetch(`${base}/api/location_services/availabilities?${q}&from=${date}&to=2026-09-20`)).status).toBe(400);
  }
});

it("answers long strings, bad characters and impossible dates in the query of the finder's search, a day's times and the free days with a 400 naming the parameter", async () => {
  const answers: { where: string; cpuMs: number }[] = [];
  for (const [path, { params, dates }] of Object.entries(sampleQueries(bodies["/appointments"]))) {
    expect([path, (await get(`${path}?${queryWith(params, "", "")}`)).status]).toEqual([path, 200]);
    for (const name of Object.keys(params)) {
      const values = [
        ...WORST_STRINGS.map((shape) => ({ what: shape.name, encoded: encodedToFit(shape, queryRoomFor(path, params, name)), keptAsText: false })),
        ...BAD_QUERY_CHARACTERS.map((bad) => ({ what: bad.name, encoded: bad.encoded, keptAsText: bad.keptAsText })),
        ...(dates.includes(name) ? IMPOSSIBLE_DATES.map((date) => ({ what: date, encoded: date, keptAsText: false })) : []),
      ];
      for (const { what, encoded, keptAsText } of values) {
        const { answer, cpuMs } = await timed(() => get(`${path}?${queryWith(params, name, encoded)}`));
        const where = `${path} ${name}: ${what}`;
        answers.push({ where, cpuMs });
        // Any text is a search key: bytes that are not UTF-8 arrive as the text they are (here beside a position, which wins).
        if (keptAsText && path === "/stores/search" && name === "key") {
          expect([where, answer.status, Array.isArray(answer.body)]).toEqual([where, 200, true]);
          continue;
        }
        const named = (answer.body.violations ?? []).some((v) => v.propertyPath === name);
        expect([where, answer.status, named]).toEqual([where, 400, true]);
      }
    }
  }
  const most = answers.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  console.log(`${answers.length} hostile queries: most CPU time ${most.cpuMs.toFixed(1)} ms (${most.where})`);
  expect(answers.length).toBeGreaterThan(80);
  expect([most.where, most.cpuMs < MAX_CPU_MS]).toEqual([most.where, true]);
});

/** Texts the database or the patterns may choke on, and values of every JSON type. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_CHARACTERS.map((b) => b.value), ...IMPOSSIBLE_DATES, "", " ", "__proto__", "constructor"),
  fc
    .tuple(fc.string({ maxLength: 40 }), fc.constantFrom("\u0000", "\ud800", "\udfff", "\u0007", "\u007f"), fc.string({ maxLength: 40 }))
    .map(([a, b, c]) => a + b + c),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ maxLength: 3000 }),
  fc.jsonValue({ maxDepth: 2 }),
);

it("puts any JSON value at a record's key as its JSON text, even one String() cannot convert", () => {
  const target: FieldTarget = { path: ["data", "field"], kind: "record-key", date: false };
  expect(withValueAt({ data: { field: "a" } }, target, { toString: null })).toEqual({ data: { '{"toString":null}': "a" } });
  expect(withValueAt({ data: { field: "a" } }, target, "clé")).toEqual({ data: { clé: "a" } });
});

it("never answers 500 to arbitrary values in any field, and answers 422 naming what the contract refuses (property-based)", async () => {
  for (const [path, schema] of endpoints) {
    const targets: FieldTarget[] = [
      ...topLevelFields(schema).map((field) => ({ path: [field], kind: "value" as const, date: false })),
      ...stringTargets(schema).filter((t) => t.path.length > 1),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), hostileValue, async (target, value) => {
        const body = withValueAt(bodies[path], target, value);
        const local = schema.safeParse(body);
        const answer = await post(path, body);
        if (answer.status >= 500) throw new Error(`${path} answered ${answer.status} to ${JSON.stringify(body).slice(0, 200)}`);
        // Fastify's JSON parser refuses prototype keys outright (400), before any schema.
        const prototypeKey = /"(__proto__|constructor)":/.test(JSON.stringify(body));
        if (prototypeKey && answer.status === 400) return;
        if (!local.success) {
          if (answer.status !== 422) throw new Error(`${path} answered ${answer.status} to a body the contract refuses`);
          const field = target.kind === "record-key" ? target.path.slice(0, -1).join(".") : fieldName(target);
          const contractNamesIt = local.error.issues.some((i) => i.path.map(String).join(".").startsWith(field));
          if (contractNamesIt && !names(answer, target)) {
            throw new Error(`${path}: 422 without the field ${field}: ${JSON.stringify(answer.body.violations)}`);
          }
        } else if (![201, 409, 422].includes(answer.status)) {
          throw new Error(`${path} answered ${answer.status} to a valid body`);
        }
      }),
      { numRuns: 60, seed: Number(process.env.FC_SEED ?? Date.now() % 1e9) },
    );
  }
});
