/**
 * `npm run security:report`: what a hostile visitor tries against the sample
 * API, run over real HTTP against a fresh server (the seed of server/seed, a
 * database in a temporary folder, the production defaults of the abuse
 * limits), and what came of it: requests sent, accepted, refused (by
 * status), lost (accepted but not stored), and the longest answer. Prints
 * the Markdown table of the README's Security section; `--json` prints the
 * figures. The hostile inputs are those of the server's tests
 * (scripts/lib/hostile-requests.ts); the random ones use a fixed seed. The
 * attacks on fields (a row per endpoint), on the photo upload and on a
 * booking's private link are modules of security-report/.
 *
 *   npm run security:report [-- --json] [-- --port 0]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { DEFAULT_LIMITS, DEFAULT_SEED_DIR } from "../server/config";
import { openDatabase } from "../server/db/database";
import { photosDirOf } from "../server/routes/photos";
import { sampleBodies } from "./lib/hostile-requests";
import { bookingLinkAttacks } from "./security-report/booking-links";
import { fieldAttacks, randomValueAttacks } from "./security-report/fields";
import { photoAttacks } from "./security-report/photos";
import { reportProbe, type Answer } from "./security-report/probe";
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
  const { send, record, rows, stall } = probe;

  const today = new Date().toISOString().slice(0, 10);
  const bodies = await sampleBodies(async (p) => (await fetch(`${base}/api${p}`)).json(), today);

  stall.enable();

  // 1-4. Hostile strings, characters and dates in every string field of every POST body and every query
  // parameter a page fills, then random values in every field: a row per endpoint (security-report/fields.ts).
  await fieldAttacks(probe, bodies);
  await randomValueAttacks(probe, bodies);

  // 5. A flood from one client.
  {
    const ip = "203.0.113.50";
    const answers: { path: string; answer: Answer }[] = [];
    const started = performance.now();
    for (let batch = 0; batch < 20; batch++) {
      const sent = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send("POST", "/api/newsletter_subscribers", { email: `flood-${batch * 50 + i}@example.com`, consent: true }, { ip }),
        ),
      );
      answers.push(...sent.map((answer) => ({ path: "/newsletter_subscribers", answer })));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await record(
      `1,000 POSTs from one client in ${seconds} s, 50 at a time (limit ${DEFAULT_LIMITS.submissionsPerWindow} per ${DEFAULT_LIMITS.submissionWindowSeconds / 60} min)`,
      "POST /newsletter_subscribers",
      answers,
      true,
    );
  }

  // 6. One address and one number showered with coupons, from many clients.
  for (const [endpoint, recipient] of [
    ["/coupons_emails", "victim@example.com"],
    ["/coupons_phones", "514 555-0199"],
  ] as const) {
    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push({
        path: endpoint,
        answer: await send("POST", `/api${endpoint}`, { ...bodies[endpoint], name: i % 2 ? recipient.toUpperCase() : recipient }),
      });
    }
    await record(
      `100 coupon ${endpoint === "/coupons_emails" ? "e-mails to one address" : "texts to one number"}, each from another client (cap ${DEFAULT_LIMITS.couponMessagesPerRecipient} a day)`,
      `POST ${endpoint}`,
      answers,
    );
  }

  // 7. One client books a shop's whole day, then far in the future.
  {
    const ip = "203.0.113.70";
    const booking = bodies["/appointments"];
    const slots = (await (
      await fetch(`${base}/api/location_services/times_window?store=${String(booking.store)}&category=${String(booking.category)}&date=${String(booking.date)}`)
    ).json()) as { start: string; available: boolean }[];
    const answers = [];
    let n = 0;
    for (const slot of slots.filter((s) => s.available)) {
      n += 1;
      answers.push({
        path: "/appointments",
        answer: await send(
          "POST",
          "/api/appointments",
          { ...booking, startTime: slot.start, phone: `514 555-${String(1000 + n).slice(-4)}`, email: `day-${n}@example.com` },
          { ip },
        ),
      });
    }
    await record(`One client books every free slot of a shop's day (cap ${DEFAULT_LIMITS.openBookingsPerClient} upcoming)`, "POST /appointments", answers);
    const far = [];
    for (const date of ["9999-12-29", "2100-01-04"]) far.push({ path: "/appointments", answer: await send("POST", "/api/appointments", { ...booking, date }) });
    await record("Bookings beyond the 21-day horizon (9999-12-29, 2100-01-04)", "POST /appointments", far);
  }

  // 8. An Idempotency-Key reused with someone else's body.
  {
    const first = await send("POST", "/api/franchise_opportunities", bodies["/franchise_opportunities"], { headers: { "idempotency-key": "report-key-1" } });
    const other = await send(
      "POST",
      "/api/franchise_opportunities",
      { ...bodies["/franchise_opportunities"], firstName: "Mallory", email: "mallory@example.com" },
      { headers: { "idempotency-key": "report-key-1" } },
    );
    const leaked = JSON.stringify(other.body).includes(String(bodies["/franchise_opportunities"].phone));
    await record(`Idempotency-Key reused with another body (first caller's data ${leaked ? "LEAKED" : "not returned"})`, "POST /franchise_opportunities", [
      { path: "/franchise_opportunities", answer: first },
      { path: "/franchise_opportunities", answer: other },
    ]);
  }

  // 9. Forged POSTs on encoded paths, without the XSRF token.
  {
    const answers = [];
    for (const url of [
      "/%61pi/newsletter_subscribers",
      "/%61%70%69/newsletter_subscribers",
      "/api/%6eewsletter_subscribers",
      "//api/newsletter_subscribers",
      "/en/../api/newsletter_subscribers",
    ]) {
      answers.push({
        path: "/newsletter_subscribers",
        answer: await send("POST", url, { email: "forged@example.com", consent: true }, { headers: { "x-xsrf-token": "", cookie: "" } }),
      });
    }
    await record("POST without the XSRF token on encoded paths (/%61pi/…, //api/…, /en/../api/…)", "POST /newsletter_subscribers", answers);
  }

  // 10. The submissions listing without its token.
  {
    const answers = [];
    for (const authorization of ["", "Bearer guess", `Basic ${ADMIN_TOKEN}`]) {
      answers.push({ answer: await send("GET", "/api/_admin/submissions", undefined, { headers: authorization ? { authorization } : {} }) });
    }
    await record("The submissions listing without its bearer token", "GET /api/_admin/submissions", answers);
  }

  // 11-12. The photo upload, a booking's private link (security-report/photos.ts, booking-links.ts).
  await photoAttacks(probe, bodies, photosDirOf(dataDir));
  await bookingLinkAttacks(probe, bodies, today);

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
