/**
 * The security report's attacks on the fields of every POST endpoint: the
 * longest strings the body holds, characters the database refuses, dates that
 * do not exist, and random values of every JSON type (a fixed seed).
 */
import fc from "fast-check";
import { BODY_LIMIT_BYTES } from "../../server/app";
import {
  BAD_CHARACTERS,
  IMPOSSIBLE_DATES,
  WORST_STRINGS,
  roomFor,
  stringTargets,
  topLevelFields,
  withValueAt,
  type FieldTarget,
} from "../lib/hostile-requests";
import type { Answer, ReportRun } from "./probe";

export async function attackFields({ probe: { send, record }, bodies, endpoints, today }: ReportRun): Promise<void> {
  const allFields = endpoints.reduce((n, [, schema]) => n + stringTargets(schema).length, 0);

  // 1. The worst long strings in every string field (after a short warm-up: a running server is warm).
  {
    for (const [endpoint, schema] of endpoints) {
      for (const shape of WORST_STRINGS) {
        await send("POST", `/api${endpoint}`, withValueAt(bodies[endpoint], stringTargets(schema)[0], shape.make(roomFor(bodies[endpoint], BODY_LIMIT_BYTES))));
      }
    }
    const answers = [];
    for (const [endpoint, schema] of endpoints) {
      for (const target of stringTargets(schema)) {
        for (const shape of WORST_STRINGS) {
          const body = withValueAt(bodies[endpoint], target, shape.make(roomFor(bodies[endpoint], BODY_LIMIT_BYTES)));
          let answer = await send("POST", `/api${endpoint}`, body);
          // As in the test: garbage collection can land in any request; a slow one is sent twice more, its fastest try counts.
          for (let retry = 0; retry < 2 && answer.cpuMs >= 100; retry++) {
            const again = await send("POST", `/api${endpoint}`, body);
            if (again.cpuMs < answer.cpuMs) answer = again;
          }
          answers.push({ path: endpoint, answer });
        }
      }
    }
    await record(
      `Longest strings the 64 KB body holds, ${WORST_STRINGS.length} shapes (e-mail backtracking "a@a.a.….@", slug, digits, spaces)`,
      `every string field (${allFields}) of the ${endpoints.length} POST endpoints`,
      answers,
    );
  }

  // 2. Characters the database refuses.
  {
    const answers = [];
    for (const [endpoint, schema] of endpoints) {
      for (const target of stringTargets(schema)) {
        for (const bad of BAD_CHARACTERS) {
          answers.push({ path: endpoint, answer: await send("POST", `/api${endpoint}`, withValueAt(bodies[endpoint], target, bad.value)) });
        }
      }
    }
    await record(
      "NUL, unpaired surrogates (high, low), an ESC control character",
      `every string field (${allFields}) of the ${endpoints.length} POST endpoints`,
      answers,
    );
  }

  // 3. Dates that do not exist.
  {
    const answers = [];
    const booking = bodies["/appointments"];
    for (const date of IMPOSSIBLE_DATES) {
      answers.push({ path: "/appointments", answer: await send("POST", "/api/appointments", { ...booking, date }) });
      const q = `store=${String(booking.store)}&category=${String(booking.category)}`;
      answers.push({ answer: await send("GET", `/api/location_services/times_window?${q}&date=${date}`) });
      answers.push({ answer: await send("GET", `/api/location_services/availabilities?${q}&from=${date}&to=${today}`) });
    }
    await record(`Impossible dates (${IMPOSSIBLE_DATES.join(", ")})`, "POST /appointments date; GET times_window, availabilities", answers);
  }

  // 4. Random hostile values in every field (fixed seed: the same run each time).
  {
    const answers: { path: string; answer: Answer }[] = [];
    const value: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom(...BAD_CHARACTERS.map((b) => b.value), ...IMPOSSIBLE_DATES, "", "__proto__"),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.string({ maxLength: 3000 }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    for (const [endpoint, schema] of endpoints) {
      const targets: FieldTarget[] = [
        ...topLevelFields(schema).map((field) => ({ path: [field], kind: "value" as const, date: false })),
        ...stringTargets(schema).filter((t) => t.path.length > 1),
      ];
      const samples = fc.sample(fc.tuple(fc.constantFrom(...targets), value), { numRuns: 100, seed: 18 });
      for (const [target, v] of samples) {
        answers.push({ path: endpoint, answer: await send("POST", `/api${endpoint}`, withValueAt(bodies[endpoint], target, v)) });
      }
    }
    await record(
      "Random values of every JSON type and random texts (fast-check, seed 18, 100 per endpoint)",
      `every field of the ${endpoints.length} POST endpoints`,
      answers,
    );
  }
}
