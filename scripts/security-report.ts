/**
 * `npm run security:report`: what a hostile visitor tries against the sample
 * API, run over real HTTP against a fresh server (the seed of server/seed, a
 * database in a temporary folder, the production defaults of the abuse
 * limits), and what came of it: requests sent, accepted, refused (by
 * status), lost (accepted but not stored), and the longest answer. Prints
 * the Markdown table of the README's Security section; `--json` prints the
 * figures. The hostile inputs are those of the server's tests
 * (scripts/lib/hostile-requests.ts); the random ones use a fixed seed.
 *
 *   npm run security:report [-- --json] [-- --port 0]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { z } from "zod";
import { buildApp } from "../server/app";
import { DEFAULT_SEED_DIR } from "../server/config";
import { openDatabase } from "../server/db/database";
import { SUBMISSION_ENDPOINTS } from "../server/routes/submission-endpoint";
import { sampleBodies } from "./lib/hostile-requests";
import { reportProbe } from "./security-report/probe";
import { attackFields } from "./security-report/field-attacks";
import { attackLimits } from "./security-report/limit-attacks";
import { printReport } from "./security-report/print";

const ADMIN_TOKEN = "report-admin-token-0123456789abcdef";

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-security-report-"));
  const db = await openDatabase(dataDir);
  // Behind a trusted proxy, so the report can act as many clients (X-Forwarded-For) where an attack needs it.
  const app = await buildApp({ seedDir: DEFAULT_SEED_DIR, db, publicDir: path.join(dataDir, "no-site"), trustProxy: true, adminToken: ADMIN_TOKEN });
  await app.listen({ port: Number(argument("port") ?? 0), host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const probe = reportProbe(base, db);
  const { rows, stall } = probe;

  const today = new Date().toISOString().slice(0, 10);
  const bodies = await sampleBodies(async (p) => (await fetch(`${base}/api${p}`)).json(), today);
  const endpoints = Object.entries(SUBMISSION_ENDPOINTS) as [string, z.ZodType][];

  stall.enable();
  const run = { base, probe, bodies, endpoints, today, adminToken: ADMIN_TOKEN };
  await attackFields(run);
  await attackLimits(run);
  stall.disable();
  const maxStallMs = Math.max(...rows.map((r) => r.loopDelayMs));
  // (Client and server share this process: CPU times include sending the body and reading the answer.)
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  printReport(rows, today, maxStallMs, process.argv.includes("--json"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
