/**
 * `npm run security:report`: what a hostile visitor tries against the sample
 * API, run over real HTTP against a fresh server (the seed of server/seed, a
 * database in a temporary folder, the production defaults of the abuse
 * limits and timeouts, a small built site with its _headers), and what came
 * of it: requests sent, accepted, refused (by status), lost (accepted but not
 * stored), and the longest answer. Prints a Markdown table (docs/security.md
 * says what each column means), then whether each hostile input it judges
 * was refused (the exit status is 1 if one was not); `--json`
 * prints the figures. The hostile inputs are those of the server's tests
 * (scripts/lib/hostile-requests.ts); the random ones use a fixed seed. The
 * attacks are modules of security-report/: on fields (a row per endpoint),
 * on the abuse limits, on the photo upload, on a booking's private link, on
 * what an upload costs and keeps, through the address and the connection,
 * and on recipients and private links.
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
import { outboxKey } from "../server/lib/outbox-secrets";
import { photosDirOf } from "../server/routes/photos";
import { sampleBodies } from "./lib/hostile-requests";
import { addressAttacks, startSlowClients, writeReportSite } from "./security-report/addresses";
import { reportProbe } from "./security-report/probe";
import { bookingLinkAttacks } from "./security-report/booking-links";
import { fieldAttacks, randomValueAttacks } from "./security-report/fields";
import { attackLimits } from "./security-report/limit-attacks";
import { photoAttacks } from "./security-report/photos";
import { printReport } from "./security-report/print";
import { privateLinkAttacks } from "./security-report/private-links";
import { uploadLimitAttacks } from "./security-report/upload-limits";

const ADMIN_TOKEN = "report-admin-token-0123456789abcdef";

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-security-report-"));
  const siteDir = path.join(dataDir, "site");
  writeReportSite(siteDir);
  const db = await openDatabase(dataDir);
  // Behind a trusted proxy, so the report can act as many clients (X-Forwarded-For) where an attack needs it.
  const app = await buildApp({ seedDir: DEFAULT_SEED_DIR, db, dataDir, publicDir: siteDir, trustProxy: true, adminToken: ADMIN_TOKEN });
  await app.listen({ port: Number(argument("port") ?? 0), host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const probe = reportProbe(base, db);
  const { rows, stall, verdicts } = probe;

  const today = new Date().toISOString().slice(0, 10);
  const bodies = await sampleBodies(async (p) => (await fetch(`${base}/api${p}`)).json(), today);

  // Slow clients wait for the server's own timeouts while the other attacks run.
  const slow = startSlowClients(probe);
  stall.enable();
  await fieldAttacks(probe, bodies);
  await randomValueAttacks(probe, bodies);
  await attackLimits({ base, probe, bodies, adminToken: ADMIN_TOKEN });
  await photoAttacks(probe, bodies, photosDirOf(dataDir));
  await bookingLinkAttacks(probe, bodies, today);
  await uploadLimitAttacks(probe);
  await addressAttacks(probe);
  await privateLinkAttacks(probe, { bodies, today, adminToken: ADMIN_TOKEN, outboxKey: outboxKey(dataDir) });
  await slow.judge();
  stall.disable();
  const maxStallMs = Math.max(...rows.map((r) => r.loopDelayMs));
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  printReport(rows, verdicts, today, maxStallMs, process.argv.includes("--json"));
  if (verdicts.some((v) => !v.refused)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
