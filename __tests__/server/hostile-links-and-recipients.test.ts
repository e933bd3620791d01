/**
 * What a hostile visitor tries with other people's addresses and with a
 * booking's private link, on the sample API:
 *
 * - plus-aliases and dotted Gmail addresses to get past the per-recipient
 *   caps (coupon e-mails, upcoming bookings): a recipient is counted by its
 *   normalized address, and stored as typed;
 * - guessing private links with GET /appointments/manage: limited per client;
 * - replaying someone's booking request with its Idempotency-Key: the same
 *   answer, without a new working token;
 * - reading the private token where it rests: neither the database nor the
 *   submissions listing holds it in plain text, while the e-mail and the
 *   text still carry a working link (the token in the address's fragment).
 */
import crypto from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { migrate } from "../../server/db/database";
import { recipientKey } from "../../server/lib/client";
import { composeOutboxBody, outboxKey } from "../../server/lib/outbox-secrets";
import { ADMIN_TOKEN, appOn, BOOKING_REQUEST, postJson, startTestApp, type TestApp } from "./helpers";

jest.setTimeout(120_000);

// Monday 2026-09-14, 09:10 in Montréal (EDT).
const NOW = new Date("2026-09-14T13:10:00Z");
const SITE = "https://www.uniglass.example";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW, siteUrl: SITE });
});
afterAll(async () => {
  await t?.close();
});

const from = (ip: string, options: InjectOptions): InjectOptions => ({ ...options, remoteAddress: ip });
/** A new client address each time. */
let clients = 0;
const nextClient = () => `198.51.100.${(++clients % 250) + 1}`;

const booking = { ...BOOKING_REQUEST, preferredContact: "email" };

async function withApp(limits: Record<string, number>, test: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await appOn(t.db, { now: () => NOW, siteUrl: SITE, limits });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

describe("a recipient counted by its normalized address", () => {
  it("normalizes e-mail addresses for the caps: case, +tags, and dots for Gmail", () => {
    expect(recipientKey("email", " Victim+12@Example.com ")).toBe("victim@example.com");
    expect(recipientKey("email", "victim+a+b@example.com")).toBe("victim@example.com");
    expect(recipientKey("email", "V.I.C.T.I.M+x@gmail.com")).toBe("victim@gmail.com");
    expect(recipientKey("email", "victim@googlemail.com")).toBe("victim@gmail.com");
    // Dots mean something elsewhere; a tag-only local part stays as it is.
    expect(recipientKey("email", "jean.tremblay@example.com")).toBe("jean.tremblay@example.com");
    expect(recipientKey("email", "+promo@example.com")).toBe("+promo@example.com");
    expect(recipientKey("sms", "+1 (514) 555-0187")).toBe("5145550187");
  });

  it("caps coupon e-mails to one mailbox however it is aliased: 100 sends from 100 clients, 3 accepted, stored as typed", async () => {
    await withApp({ couponMessagesPerRecipient: 3 }, async (app) => {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const name = i % 3 === 0 ? `victim+${i}@example.com` : i % 3 === 1 ? `VICTIM+${i}@example.com` : `victim@example.com`;
        const res = await app.inject(
          from(nextClient(), postJson("/api/coupons_emails", { coupons: [1], name, stores: ["uniglass-montreal-plateau"], locale: "fr" })),
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(97);
      const { rows } = await t.db.query<{ recipient: string }>("SELECT recipient FROM outbox WHERE recipient_key = 'victim@example.com' ORDER BY id");
      expect(rows.map((r) => r.recipient)).toEqual(["victim+0@example.com", "VICTIM+1@example.com", "victim@example.com"]);

      const gmail = ["jean.victime@gmail.com", "JeanVictime+1@gmail.com", "j.e.a.n.v.i.c.t.i.m.e@googlemail.com", "jeanvictime+2@googlemail.com"];
      const answers = [];
      for (const name of gmail) {
        answers.push(
          (await app.inject(from(nextClient(), postJson("/api/coupons_emails", { coupons: [1], name, stores: ["uniglass-montreal-plateau"] })))).statusCode,
        );
      }
      expect(answers).toEqual([201, 201, 201, 429]);
    });
  });

  it("caps upcoming bookings per contact however the address is aliased", async () => {
    await withApp({ openBookingsPerClient: 2 }, async (app) => {
      const statuses: number[] = [];
      for (const [i, startTime] of ["13:00", "13:30", "14:00", "14:30"].entries()) {
        const res = await app.inject(
          from(
            nextClient(),
            postJson("/api/appointments", { ...booking, date: "2026-09-15", startTime, email: `victim+${i}@example.com`, phone: `514-555-01${40 + i}` }),
          ),
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    });
  });
});

describe("guessing private links", () => {
  it("limits the lookups of one client: 429 with Retry-After past its budget; other clients keep theirs", async () => {
    await withApp({ manageLookupsPerWindow: 5 }, async (app) => {
      const { manageToken } = (await app.inject(from(nextClient(), postJson("/api/appointments", { ...booking, startTime: "11:00" })))).json<{
        manageToken: string;
      }>();
      const guesser = "203.0.113.66";
      const answers = [];
      for (let i = 0; i < 40; i++) {
        const res = await app.inject(
          from(guesser, { url: "/api/appointments/manage", headers: { authorization: `Bearer ${crypto.randomBytes(32).toString("base64url")}` } }),
        );
        answers.push(res.statusCode);
      }
      expect(answers.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(answers.slice(5).every((s) => s === 429)).toBe(true);
      const limited = await app.inject(from(guesser, { url: "/api/appointments/manage", headers: { authorization: `Bearer ${manageToken}` } }));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: "too_many_requests" });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      const owner = await app.inject(from(nextClient(), { url: "/api/appointments/manage", headers: { authorization: `Bearer ${manageToken}` } }));
      expect(owner.statusCode).toBe(200);
    });
  });
});

describe("a replayed booking request", () => {
  it("gets the first answer again from any address, without a new token: the link count stays one, the first token still works", async () => {
    const body = { ...booking, startTime: "15:00", email: "replay@example.com" };
    const first = await t.app.inject(from("203.0.113.10", postJson("/api/appointments", body, { "idempotency-key": "replay-1" })));
    expect(first.statusCode).toBe(201);
    const { id, manageToken } = first.json<{ id: number; manageToken: string }>();
    const replay = await t.app.inject(from("192.0.2.99", postJson("/api/appointments", body, { "idempotency-key": "replay-1" })));
    expect([replay.statusCode, replay.headers["idempotent-replayed"]]).toEqual([201, "true"]);
    const replayed = replay.json<Record<string, unknown>>();
    expect(replayed.id).toBe(id);
    expect(replayed).not.toHaveProperty("manageToken");
    expect(replayed.manageLinkSent).toBe(true);
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM appointment_links WHERE appointment_id = $1", [id]);
    expect(rows[0].n).toBe(1);
    expect((await t.app.inject({ url: "/api/appointments/manage", headers: { authorization: `Bearer ${manageToken}` } })).json().id).toBe(id);
  });
});

describe("the private token at rest", () => {
  it("is nowhere in the database nor the submissions listing, while the e-mail and the text carry a working link in the address's fragment", async () => {
    const { id, manageToken } = (await t.app.inject(postJson("/api/appointments", { ...booking, startTime: "16:00", preferredContact: "phone" }))).json<{
      id: number;
      manageToken: string;
    }>();
    const moved = await t.app.inject(
      postJson("/api/appointments/manage/move", { date: "2026-09-16", startTime: "16:30" }, { authorization: `Bearer ${manageToken}` }),
    );
    expect(moved.statusCode).toBe(200);

    const tables = (await t.db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'")).rows;
    expect(tables.length).toBeGreaterThan(5);
    for (const { name } of tables) {
      const dump = JSON.stringify((await t.db.query(`SELECT * FROM ${name}`)).rows);
      expect([name, dump.includes(manageToken)]).toEqual([name, false]);
    }
    const listing = await t.app.inject({ url: "/api/_admin/submissions", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(listing.statusCode).toBe(200);
    expect(listing.body).not.toContain(manageToken);

    const messages = (
      await t.db.query<{ channel: string; body: string; sealed_token: string | null }>(
        "SELECT channel, body, sealed_token FROM outbox WHERE source_table = 'appointments' AND source_id = $1 ORDER BY id",
        [id],
      )
    ).rows;
    expect(messages.map((m) => m.channel)).toEqual(["email", "sms", "email", "sms"]);
    const link = `${SITE}/rendez-vous/gerer/#token=${manageToken}`;
    for (const message of messages) {
      expect(message.body).not.toContain(manageToken);
      const sent = composeOutboxBody(message, outboxKey(t.dataDir));
      expect(sent).toContain(link);
    }
    // The link works: the page reads the fragment and asks the API with it.
    const token = new URL(link).hash.replace(/^#token=/, "");
    expect((await t.app.inject({ url: "/api/appointments/manage", headers: { authorization: `Bearer ${token}` } })).json().id).toBe(id);
    // Without the server's key, the stored message gives nothing away.
    expect(() => composeOutboxBody(messages[0], crypto.randomBytes(32))).toThrow();
  });

  it("is taken out of the messages a database stored before tokens were sealed, when it is opened again", async () => {
    const token = crypto.randomBytes(32).toString("base64url");
    const old = `Pour déplacer ou annuler :\nhttps://www.uniglass.example/rendez-vous/gerer/?token=${token}\nÀ bientôt`;
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO outbox (channel, recipient, subject, body, locale, source_table, source_id) VALUES ('email', 'ancien@example.com', 'x', $1, 'fr', 'appointments', 1) RETURNING id",
      [old],
    );
    await t.db.query("DELETE FROM schema_migrations WHERE version = '004-photo-quotas-and-sealed-links.sql'");
    expect(await migrate(t.db)).toEqual(["004-photo-quotas-and-sealed-links.sql"]);
    const body = (await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE id = $1", [rows[0].id])).rows[0].body;
    expect(body).not.toContain(token);
    expect(body).toBe("Pour déplacer ou annuler :\nhttps://www.uniglass.example/rendez-vous/gerer/?token=…\nÀ bientôt");
  });
});
