/**
 * `npm run security:report`: what a hostile visitor tries against the sample
 * API, run over real HTTP against a fresh server (the seed of server/seed, a
 * database in a temporary folder, the production defaults of the abuse
 * limits), and what came of it: requests sent, accepted, refused (by
 * status), lost (accepted but not stored), and the longest answer. Prints
 * the Markdown table kept in docs/measurements.md (Security report); `--json` prints the
 * figures. The hostile inputs are those of the server's tests
 * (scripts/lib/hostile-requests.ts); the random ones use a fixed seed. The
 * attacks are modules of security-report/: on fields (a row per endpoint),
 * on the abuse limits, on the photo upload and on a booking's private link.
 *
 *   npm run security:report [-- --json] [-- --port 0]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { DEFAULT_SEED_DIR } from "../server/config";
import { openDatabase } from "../server/db/database";
import { photosDirOf } from "../server/routes/photos";
import { sampleBodies } from "./lib/hostile-requests";
import { reportProbe } from "./security-report/probe";
import { bookingLinkAttacks } from "./security-report/booking-links";
import { fieldAttacks, randomValueAttacks } from "./security-report/fields";
import { attackLimits } from "./security-report/limit-attacks";
import { photoAttacks } from "./security-report/photos";
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
  const app = await buildApp({ seedDir: DEFAULT_SEED_DIR, db, dataDir, publicDir: path.join(dataDir, "no-site"), trustProxy: true, adminToken: ADMIN_TOKEN });
  await app.listen({ port: Number(argument("port") ?? 0), host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const probe = reportProbe(base, db);
  const { rows, stall } = probe;

  const today = new Date().toISOString().slice(0, 10);
  const bodies = await sampleBodies(async (p) => (await fetch(`${base}/api${p}`)).json(), today);

  stall.enable();
  await fieldAttacks(probe, bodies);
  await randomValueAttacks(probe, bodies);
  await attackLimits({ base, probe, bodies, adminToken: ADMIN_TOKEN });
  await photoAttacks(probe, bodies, photosDirOf(dataDir));
  await bookingLinkAttacks(probe, bodies, today);
  stall.disable();
  const maxStallMs = Math.max(...rows.map((r) => r.loopDelayMs));
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  printReport(rows, today, maxStallMs, process.argv.includes("--json"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
