/**
 * The security report's attacks on the abuse limits and the access rules: a
 * flood from one client, coupons showered on one recipient, a shop's day
 * booked by one client, a reused Idempotency-Key, forged POSTs without the
 * XSRF token, and the submissions listing without its token.
 */
import { DEFAULT_LIMITS } from "../../server/config";
import type { Answer, ReportRun } from "./probe";

export async function attackLimits({ base, probe: { send, record }, bodies, adminToken }: ReportRun): Promise<void> {
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
    for (const authorization of ["", "Bearer guess", `Basic ${adminToken}`]) {
      answers.push({ answer: await send("GET", "/api/_admin/submissions", undefined, { headers: authorization ? { authorization } : {} }) });
    }
    await record("The submissions listing without its bearer token", "GET /api/_admin/submissions", answers);
  }
}
