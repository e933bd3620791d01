/**
 * The security report's attacks on recipients and private links:
 * plus-aliases of one mailbox past the per-recipient caps, guessing booking
 * links with GET /appointments/manage from one client, a booking request
 * replayed from another address with its Idempotency-Key, and reading the
 * private token where it rests (the database, the submissions listing, the
 * page's address and Referer). Each row also gives a verdict: refused or not.
 */
import crypto from "node:crypto";
import { DEFAULT_LIMITS } from "../../server/config";
import { composeOutboxBody } from "../../server/lib/outbox-secrets";
import type { Json } from "../lib/hostile-requests";
import { bookableDays, type Answer, type Probe } from "./probe";

const MANAGE = "/api/appointments/manage";
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export async function privateLinkAttacks(
  probe: Probe,
  { bodies, today, adminToken, outboxKey }: { bodies: Record<string, Json>; today: string; adminToken: string; outboxKey: Buffer },
): Promise<void> {
  const { send, record, verdict, db } = probe;
  const booking = bodies["/appointments"];
  const { days, freeAt: slotsOf } = await bookableDays(probe.base, booking, today);

  // 6. One mailbox under many aliases.
  {
    const answers: { path: string; answer: Answer }[] = [];
    for (let i = 0; i < 100; i++) {
      const name = i % 2 ? `Cible+${i}@Example.com` : `cible+${i}@example.com`;
      answers.push({ path: "/coupons_emails", answer: await send("POST", "/api/coupons_emails", { ...bodies["/coupons_emails"], name }) });
    }
    // One a day, so that no booking takes another's slot.
    const bookingAnswers: { path: string; answer: Answer }[] = [];
    for (const [i, date] of days.slice(0, 5).entries()) {
      const [startTime] = await slotsOf(date);
      const body = { ...booking, date, startTime, email: `cible+${i}@example.com`, preferredContact: "email", phone: `514 555-07${String(10 + i)}` };
      bookingAnswers.push({ path: "/appointments", answer: await send("POST", "/api/appointments", body) });
    }
    await record(
      `100 coupon e-mails to cible+N@example.com and 5 bookings by cible+N@example.com, each from another client (caps: ${DEFAULT_LIMITS.couponMessagesPerRecipient} messages a day, ${DEFAULT_LIMITS.openBookingsPerClient} upcoming bookings per contact)`,
      "POST /coupons_emails, POST /appointments",
      [...answers, ...bookingAnswers],
    );
    const took = answers.filter((a) => a.answer.status === 201).length;
    const booked = bookingAnswers.filter((a) => a.answer.status === 201).length;
    verdict(
      "Plus-aliases past the per-recipient caps (victim+N@example.com)",
      took === DEFAULT_LIMITS.couponMessagesPerRecipient && booked === DEFAULT_LIMITS.openBookingsPerClient,
      `${took} of 100 coupon e-mails and ${booked} of ${bookingAnswers.length} bookings taken, the rest 429`,
    );
  }

  // A booking of this module's own, from a client of its own.
  const date = days[5];
  const [bookedAt] = await slotsOf(date);
  /** The booking request of this module, with its Idempotency-Key, from `ip`. */
  const bookFrom = (ip: string) =>
    send(
      "POST",
      "/api/appointments",
      { ...booking, date, startTime: bookedAt, email: "lien-prive@example.com", phone: "514 555-0777" },
      {
        ip,
        headers: { "idempotency-key": "report-replay-1" },
      },
    );
  const first = await bookFrom("203.0.113.140");
  const token = String(first.body.manageToken);
  const id = Number(first.body.id);

  // 8. Guessing links from one client.
  {
    const guesser = "203.0.113.141";
    const answers: { answer: Answer }[] = [];
    for (let i = 0; i < 100; i++)
      answers.push({ answer: await send("GET", MANAGE, undefined, { ip: guesser, ...bearer(crypto.randomBytes(32).toString("base64url")) }) });
    await record(
      `100 guessed tokens from one client (its budget: ${DEFAULT_LIMITS.manageLookupsPerWindow} look-ups per ${DEFAULT_LIMITS.submissionWindowSeconds / 60} min)`,
      "GET /appointments/manage: Authorization",
      answers,
    );
    const limited = answers.filter((a) => a.answer.status === 429).length;
    verdict(
      "Unlimited guesses at GET /appointments/manage",
      limited >= 100 - DEFAULT_LIMITS.manageLookupsPerWindow && answers.every((a) => a.answer.status !== 200),
      `${100 - limited} × 404, then ${limited} × 429`,
    );
  }

  // 12. The booking request replayed from another address.
  {
    const replay = await bookFrom("192.0.2.77");
    const links = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM appointment_links WHERE appointment_id = $1", [id])).rows[0].n;
    await record("A booking request replayed from another address with its Idempotency-Key", "POST /appointments", [
      { path: "/appointments", answer: first },
      { path: "/appointments", answer: replay },
    ]);
    verdict(
      "A replay minting a fresh, working manage token",
      replay.body.id === id && replay.body.manageToken === undefined && links === 1,
      `the same booking (${String(replay.body.id)}), no token (manageLinkSent: ${String(replay.body.manageLinkSent)}), ${links} link in the database`,
    );
  }

  // 7. The token at rest and in the page's address.
  {
    const tables = (await db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'")).rows;
    const holding: string[] = [];
    for (const { name } of tables) if (JSON.stringify((await db.query(`SELECT * FROM ${name}`)).rows).includes(token)) holding.push(name);
    const listing = await send("GET", "/api/_admin/submissions", undefined, { headers: { authorization: `Bearer ${adminToken}` } });
    const inListing = JSON.stringify(listing.body).includes(token);
    const messages = (
      await db.query<{ body: string; sealed_token: string | null }>(
        "SELECT body, sealed_token FROM outbox WHERE source_table = 'appointments' AND source_id = $1",
        [id],
      )
    ).rows;
    const links = messages.map((m) => /https?:\/\/\S+/.exec(composeOutboxBody(m, outboxKey))?.[0] ?? "");
    const inFragment = links.length > 0 && links.every((link) => new URL(link).hash === `#token=${token}` && !new URL(link).search.includes(token));
    const page = await send("GET", links[0] ? new URL(links[0]).pathname : "/rendez-vous/gerer/");
    const pagePolicy = await fetch(`${probe.base}${links[0] ? new URL(links[0]).pathname : "/rendez-vous/gerer/"}`).then((r) =>
      r.headers.get("referrer-policy"),
    );
    await record(
      "A booking's private token looked for in every table, the submissions listing, the links of its e-mail and text, the manage page's Referrer-Policy",
      "the database; GET /api/_admin/submissions; GET /rendez-vous/gerer/",
      [{ answer: listing }, { answer: page }],
    );
    verdict(
      "The manage token in the page URL (Referer) and in plain text in the outbox",
      holding.length === 0 && !inListing && inFragment && pagePolicy === "no-referrer",
      `in ${holding.length ? holding.join(", ") : "no table"}, ${inListing ? "IN" : "not in"} the listing; the messages' links carry it ${inFragment ? "in the fragment only" : "ELSEWHERE"}; the page's Referrer-Policy: ${String(pagePolicy)}`,
    );
  }
}
