/**
 * The security report's attacks on fields, one row per endpoint so that the
 * table says what each field got:
 *
 * - every string field of each POST endpoint's body: the longest strings
 *   the 64 KB body holds (4 shapes), NUL, unpaired surrogates, ESC, and
 *   impossible dates where the field holds a date;
 * - every query parameter of the GET calls a visitor's page fills: the
 *   longest strings an address holds, NUL, ESC, bytes that are not UTF-8,
 *   impossible dates;
 * - every field of each POST endpoint: random values of every JSON type and
 *   random texts (fast-check, a fixed seed: the same run each time).
 *
 * The hostile values are those of the server's tests (../lib/hostile-requests.ts).
 */
import fc from "fast-check";
import type { z } from "zod";
import { BODY_LIMIT_BYTES } from "../../server/app";
import { SUBMISSION_ENDPOINTS } from "../../server/routes/submission-endpoint";
import {
  BAD_CHARACTERS,
  BAD_QUERY_CHARACTERS,
  IMPOSSIBLE_DATES,
  WORST_STRINGS,
  encodedToFit,
  queryRoomFor,
  queryWith,
  roomFor,
  sampleQueries,
  stringTargets,
  topLevelFields,
  withValueAt,
  type FieldTarget,
  type Json,
} from "../lib/hostile-requests";
import type { Answer, Probe } from "./probe";

const endpoints = () => Object.entries(SUBMISSION_ENDPOINTS) as [string, z.ZodType][];

/** The fields a row attacked, nested ones grouped: "email, phone, utm.* (5), stores[], data (a key and its value)". */
function fieldList(targets: FieldTarget[]): string {
  const names: string[] = [];
  const nested = new Map<string, FieldTarget[]>();
  for (const target of targets) {
    if (target.path.length === 1) names.push(target.path[0]);
    else if (!nested.has(target.path[0])) {
      names.push(target.path[0]);
      nested.set(target.path[0], [target]);
    } else nested.get(target.path[0])!.push(target);
  }
  return names
    .map((name) => {
      const group = nested.get(name);
      if (!group) return name;
      if (group.some((t) => t.kind === "record-key")) return `${name} (a key and its value)`;
      if (group.every((t) => /^\d+$/.test(t.path[1]))) return `${name}[]`;
      return group.length > 1 ? `${name}.* (${group.length})` : group[0].path.join(".");
    })
    .join(", ");
}

/** Long strings, bad characters and impossible dates in every string field, then in every query parameter: a row per endpoint. */
export async function fieldAttacks(probe: Probe, bodies: Record<string, Json>): Promise<void> {
  const url = (endpoint: string) => `/api${endpoint}`;
  const longest = (endpoint: string, target: FieldTarget, shape: (typeof WORST_STRINGS)[number]) =>
    withValueAt(bodies[endpoint], target, shape.make(roomFor(bodies[endpoint], BODY_LIMIT_BYTES)));
  // A warm-up, not recorded (a running server is warm): every field once.
  for (const [endpoint, schema] of endpoints()) {
    for (const target of stringTargets(schema)) await probe.send("POST", url(endpoint), longest(endpoint, target, WORST_STRINGS[0]));
  }
  probe.stall.reset();

  for (const [endpoint, schema] of endpoints()) {
    const targets = stringTargets(schema);
    const answers: { path: string; answer: Answer }[] = [];
    const sent = async (body: Json) => answers.push({ path: endpoint, answer: await probe.sendBest("POST", url(endpoint), body) });
    for (const target of targets) {
      for (const shape of WORST_STRINGS) await sent(longest(endpoint, target, shape));
      for (const bad of BAD_CHARACTERS) await sent(withValueAt(bodies[endpoint], target, bad.value));
      if (target.date) for (const date of IMPOSSIBLE_DATES) await sent(withValueAt(bodies[endpoint], target, date));
    }
    const dates = targets.some((t) => t.date) ? "; impossible dates in date fields" : "";
    await probe.record(
      `Longest strings the 64 KB body holds (${WORST_STRINGS.length} shapes), NUL, unpaired surrogates, ESC${dates}`,
      `POST ${endpoint}: ${fieldList(targets)}`,
      answers,
    );
  }

  for (const [path, { params, dates }] of Object.entries(sampleQueries(bodies["/appointments"]))) {
    const answers: { answer: Answer }[] = [];
    for (const name of Object.keys(params)) {
      const values = [
        ...WORST_STRINGS.map((shape) => encodedToFit(shape, queryRoomFor(path, params, name))),
        ...BAD_QUERY_CHARACTERS.map((bad) => bad.encoded),
        ...(dates.includes(name) ? IMPOSSIBLE_DATES : []),
      ];
      for (const value of values) answers.push({ answer: await probe.sendBest("GET", `/api${path}?${queryWith(params, name, value)}`) });
    }
    const searched = path === "/stores/search" ? " (bytes that are not UTF-8 in key are searched for as text: the accepted ones)" : "";
    await probe.record(
      `Longest strings the address holds (about 15 KB, ${WORST_STRINGS.length} shapes), NUL, ESC, bytes that are not UTF-8${dates.length ? "; impossible dates" : ""}${searched}`,
      `GET ${path}: ${Object.keys(params).join(", ")}`,
      answers,
    );
  }
}

/** Random values in every field of each POST endpoint (fast-check, seed 18, 100 bodies an endpoint): a row per endpoint. */
export async function randomValueAttacks(probe: Probe, bodies: Record<string, Json>): Promise<void> {
  const value: fc.Arbitrary<unknown> = fc.oneof(
    fc.constantFrom(...BAD_CHARACTERS.map((b) => b.value), ...IMPOSSIBLE_DATES, "", "__proto__"),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ maxLength: 3000 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  for (const [endpoint, schema] of endpoints()) {
    const targets: FieldTarget[] = [
      ...topLevelFields(schema).map((field) => ({ path: [field], kind: "value" as const, date: false })),
      ...stringTargets(schema).filter((t) => t.path.length > 1),
    ];
    const answers: { path: string; answer: Answer }[] = [];
    for (const [target, v] of fc.sample(fc.tuple(fc.constantFrom(...targets), value), { numRuns: 100, seed: 18 })) {
      answers.push({ path: endpoint, answer: await probe.send("POST", `/api${endpoint}`, withValueAt(bodies[endpoint], target, v)) });
    }
    await probe.record(
      "Random values of every JSON type and random texts (fast-check, seed 18)",
      `POST ${endpoint}: every field (${topLevelFields(schema).length})`,
      answers,
    );
  }
}
