/**
 * What a hostile visitor tries against the sample API and the site it serves:
 * the submissions listing without a token, the XSRF check on encoded paths,
 * security headers stripped by a query string, the XSRF cookie on cacheable
 * answers, idempotency keys reused with another body, and the abuse limits
 * (submissions per client, coupon messages per recipient, open bookings per
 * client, bookings outside the horizon).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { adminTokenFrom, ADMIN_TOKEN_MIN_LENGTH, fromEnv } from "../../server/config";
import { clientKey, recipientKey } from "../../server/lib/client";
import { requestPath } from "../../server/lib/request-path";
import { formatHeadersFile, securityHeaders } from "../../src/lib/security-headers";
import { endProcess } from "../../e2e/support/end-process";
import type { Db } from "../../server/db/database";
import { freePort } from "../../e2e/support/free-port";
import { openTestDatabase } from "./test-database";
import { ADMIN_TOKEN, appOn, FIXTURE_SITE, postJson, TOKEN } from "./helpers";

jest.setTimeout(120_000);

// Monday 2026-09-14, 09:10 in Montréal (EDT).
const NOW = new Date("2026-09-14T13:10:00Z");
const ROOT = path.resolve(__dirname, "../..");

const newsletter = (email: string) => ({ email, consent: true });
const booking = {
  store: "uniglass-montreal-plateau",
  category: 1,
  date: "2026-09-15",
  startTime: "10:00",
  firstName: "Émilie",
  lastName: "Pelletier",
  phone: "514-555-0133",
  preferredContact: "phone",
  vehicleYear: 2021,
  vehicleMake: "Honda",
  vehicleModel: "Civic",
  consent: true,
};
const from = (ip: string, options: InjectOptions): InjectOptions => ({ ...options, remoteAddress: ip });

// One database for the whole file (opening one takes seconds); each test builds the apps it needs on it.
let dataDir: string;
let db: Db;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-security-test-"));
  db = await openTestDatabase(dataDir);
});
afterAll(async () => {
  await db?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function count(table: string): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
}

/** Runs `test` with an app of these options, closed after. */
async function withApp(options: Parameters<typeof appOn>[1], test: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await appOn(db, options);
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

describe("the submissions listing", () => {
  it("does not exist without a token, whatever the request carries", async () => {
    await withApp({ adminToken: null }, async (app) => {
      for (const headers of [{}, { authorization: `Bearer ${ADMIN_TOKEN}` }, { authorization: "Bearer " }]) {
        const res = await app.inject({ method: "GET", url: "/api/_admin/submissions", headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain("request_estimates");
      }
    });
  });

  it("answers only the bearer of the token, and is never cached", async () => {
    await withApp({}, async (app) => {
      const get = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/api/_admin/submissions", headers });
      const refused: Record<string, string>[] = [
        {},
        { authorization: "Bearer wrong-token-0123456789abcdef" },
        { authorization: ADMIN_TOKEN },
        { authorization: `Basic ${ADMIN_TOKEN}` },
        { "x-admin-token": ADMIN_TOKEN },
      ];
      for (const headers of refused) {
        const res = await get(headers);
        expect([JSON.stringify(headers), res.statusCode]).toEqual([JSON.stringify(headers), 401]);
        expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
        expect(res.body).not.toContain("newsletter_subscribers");
      }
      const ok = await get({ authorization: `Bearer ${ADMIN_TOKEN}` });
      expect(ok.statusCode).toBe(200);
      expect(Object.keys(ok.json())).toContain("newsletter_subscribers");
      expect(ok.headers["cache-control"]).toMatch(/no-store/);
    });
  });

  it("takes its token from ADMIN_TOKEN: none means off, a short one stops the start, ADMIN_ENDPOINTS=0 turns it off", () => {
    const long = "x".repeat(ADMIN_TOKEN_MIN_LENGTH);
    expect(adminTokenFrom({})).toBeNull();
    expect(adminTokenFrom({ ADMIN_ENDPOINTS: "1" })).toBeNull();
    expect(adminTokenFrom({ ADMIN_TOKEN: long })).toBe(long);
    expect(adminTokenFrom({ ADMIN_TOKEN: long, ADMIN_ENDPOINTS: "0" })).toBeNull();
    expect(() => adminTokenFrom({ ADMIN_TOKEN: "secret" })).toThrow(/at least/);
    expect(fromEnv({ HOST: "0.0.0.0" }).adminToken).toBeNull();
  });
});

/** `npm start` (scripts/start.ts) on a copy of the fixture site, without a build, with these variables. */
async function npmStart(env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-start-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "start.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_DIR: FIXTURE_SITE,
      SKIP_BUILD: "1",
      API_URL: "",
      LOG_LEVEL: "error",
      ADMIN_TOKEN: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/stores?itemsPerPage=1`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm start did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      await endProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("npm start honours the server's settings", () => {
  it("requires the bearer of ADMIN_TOKEN for the listing and applies RATE_LIMIT_SUBMISSIONS", async () => {
    const server = await npmStart({ ADMIN_TOKEN, RATE_LIMIT_SUBMISSIONS: "1" });
    try {
      const listing = (headers: Record<string, string>) => fetch(`${server.base}/api/_admin/submissions`, { headers });
      expect((await listing({})).status).toBe(401);
      expect((await listing({ authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
      const send = () =>
        fetch(`${server.base}/api/newsletter_subscribers`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-xsrf-token": TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` },
          body: JSON.stringify(newsletter("start@example.com")),
        });
      expect((await send()).status).toBe(201);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});

describe("the XSRF check, however the path is spelled", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOn(db, { now: () => NOW });
  });
  afterAll(async () => {
    await app?.close();
  });

  const variants = [
    "/api/newsletter_subscribers",
    "/%61pi/newsletter_subscribers",
    "/%61%70%69/newsletter_subscribers",
    "/%2561pi/newsletter_subscribers",
    "/api/%6eewsletter_subscribers",
    "/api/newsletter%5Fsubscribers",
    "/api/newsletter_subscribers/",
    "/api/newsletter_subscribers?x=/blog/",
    "/api/newsletter_subscribers;x",
    "//api/newsletter_subscribers",
    "/./api/newsletter_subscribers",
    "/en/../api/newsletter_subscribers",
    "/API/newsletter_subscribers",
  ];

  it.each(variants)("POST %s without a token is refused and stores nothing", async (url) => {
    const before = await count("newsletter_subscribers");
    const res = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(newsletter(`forged-${variants.indexOf(url)}@example.com`)),
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await count("newsletter_subscribers")).toBe(before);
  });

  it("still takes a POST with the token on an encoded path the router reads as the route", async () => {
    const res = await app.inject(postJson("/%61pi/newsletter_subscribers", newsletter("encoded@example.com")));
    expect(res.statusCode).toBe(201);
  });
});

describe("security headers and the XSRF cookie on the site", () => {
  let app: FastifyInstance;
  let site: string;
  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-site-"));
    fs.cpSync(FIXTURE_SITE, site, { recursive: true });
    fs.writeFileSync(path.join(site, "_headers"), formatHeadersFile([{ path: "/*", headers: securityHeaders({}, []) }]));
    app = await appOn(db, { publicDir: site, trustProxy: true });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it.each(["/en/?x=/wp-json/", "/?q=/api/", "/a-propos/?next=/api/stores", "/en/?x=%2Fwp-json%2F", "/en/nowhere/?x=/wp-json/", "/api-docs/"])(
    "%s gets every security header of _headers",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src/);
      expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toMatch(/^geolocation=\(self\)/);
      expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    },
  );

  it.each(["/api/stores?itemsPerPage=1", "/%61pi/stores?itemsPerPage=1", "/blog/wp-json/wp/v2/posts", "/blog/en/wp-json/wp/v2/posts", "/api/nothing"])(
    "%s is the API: data headers, not the site's",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("sends the rules of a _headers file a build rewrote while it ran", async () => {
    const file = path.join(site, "_headers");
    const before = fs.readFileSync(file, "utf8");
    try {
      const rewritten = formatHeadersFile([{ path: "/*", headers: { ...securityHeaders({}, []), "X-Build": "next" } }]);
      fs.writeFileSync(file, rewritten);
      // The size differs, so a file system with coarse modification times still tells the change.
      const res = await app.inject({ method: "GET", url: "/" });
      expect(res.headers["x-build"]).toBe("next");
      fs.rmSync(file);
      const without = await app.inject({ method: "GET", url: "/" });
      expect(without.headers["x-build"]).toBeUndefined();
      expect(without.headers["content-security-policy"]).toBeUndefined();
    } finally {
      fs.writeFileSync(file, before);
    }
    const restored = await app.inject({ method: "GET", url: "/" });
    expect(restored.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
    expect(restored.headers["x-build"]).toBeUndefined();
  });

  it("decides on the decoded, normalized path", () => {
    expect(requestPath("/en/?x=/wp-json/")).toBe("/en/");
    expect(requestPath("/%61pi/stores?x=1")).toBe("/api/stores");
    expect(requestPath("//api/../a-propos/")).toBe("/a-propos/");
    expect(requestPath("/%E0%A4%A/")).toBe("/%E0%A4%A/");
  });

  it("sets no XSRF cookie on what a shared cache keeps (hashed scripts, static files, media)", async () => {
    for (const url of ["/app-3f2a1b9c8d7e6f50.js", "/static/d/123/logo.css", "/media/coupons/chip-repair-medium.webp"]) {
      const res = await app.inject({ method: "GET", url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers["cache-control"]).toMatch(/public/);
      expect([url, res.headers["set-cookie"]]).toEqual([url, undefined]);
    }
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.cookies.find((c) => c.name === "XSRF-TOKEN")).toBeDefined();
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });

  it("marks the cookie Secure over HTTPS (behind a trusted proxy), not over plain HTTP", async () => {
    const overHttps = await app.inject({ method: "GET", url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.cookies.find((c) => c.name === "XSRF-TOKEN")?.secure).toBe(true);
    const overHttp = await app.inject({ method: "GET", url: "/" });
    expect(overHttp.cookies.find((c) => c.name === "XSRF-TOKEN")?.secure).toBeFalsy();
    await withApp({ trustProxy: false }, async (untrusted) => {
      const spoofed = await untrusted.inject({ method: "GET", url: "/api/stores", headers: { "x-forwarded-proto": "https" } });
      expect(spoofed.cookies.find((c) => c.name === "XSRF-TOKEN")?.secure).toBeFalsy();
    });
  });
});

describe("idempotency keys bound to the request", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOn(db, { now: () => NOW });
  });
  afterAll(async () => {
    await app?.close();
  });

  const franchise = { firstName: "Alexandre", lastName: "Bouchard", email: "alex.bouchard@example.com", phone: "418-555-0164", city: "Lévis", consent: true };

  it("answers 422 to the same key with another body, without the first caller's data, and stores nothing", async () => {
    const first = await app.inject(postJson("/api/franchise_opportunities", franchise, { "idempotency-key": "key-a" }));
    expect(first.statusCode).toBe(201);
    const before = await count("franchise_opportunities");
    const other = { ...franchise, firstName: "Mallory", email: "mallory@example.com", phone: "514-555-0199" };
    const reused = await app.inject(postJson("/api/franchise_opportunities", other, { "idempotency-key": "key-a" }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe("idempotency_key_reused");
    expect(reused.body).not.toContain("Alexandre");
    expect(reused.body).not.toContain("418-555-0164");
    expect(await count("franchise_opportunities")).toBe(before);
  });

  it("replays the same body, whatever the order of its fields", async () => {
    const first = await app.inject(postJson("/api/franchise_opportunities", franchise, { "idempotency-key": "key-b" }));
    const reordered = Object.fromEntries(Object.entries(franchise).reverse());
    const again = await app.inject(postJson("/api/franchise_opportunities", reordered, { "idempotency-key": "key-b" }));
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("binds the key to the endpoint too, and refuses keys that are not visible ASCII", async () => {
    const a = await app.inject(postJson("/api/newsletter_subscribers", newsletter("key-c@example.com"), { "idempotency-key": "key-c" }));
    const b = await app.inject(postJson("/api/franchise_opportunities", franchise, { "idempotency-key": "key-c" }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers["idempotent-replayed"]).toBeUndefined();
    const spaced = await app.inject(postJson("/api/newsletter_subscribers", newsletter("key-d@example.com"), { "idempotency-key": "a b" }));
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toBe("invalid_idempotency_key");
  });
});

describe("abuse limits", () => {
  it("limits submissions per client: 429 with Retry-After past the budget, other clients unaffected, forged X-Forwarded-For ignored", async () => {
    await withApp({ now: () => NOW, limits: { submissionsPerWindow: 3, submissionWindowSeconds: 600 } }, async (app) => {
      const mallory = "203.0.113.9";
      const sent = [];
      for (let i = 0; i < 3; i++) {
        sent.push(
          (
            await app.inject(
              from(mallory, postJson("/api/newsletter_subscribers", newsletter(`flood-${i}@example.com`), { "x-forwarded-for": `198.51.100.${i}` })),
            )
          ).statusCode,
        );
      }
      expect(sent).toEqual([201, 201, 201]);
      const before = await count("newsletter_subscribers");
      const refused = await app.inject(from(mallory, postJson("/api/request_estimates", { store: "x" }, { "x-forwarded-for": "198.51.100.77" })));
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(refused.json()).toMatchObject({ message: "too_many_requests", retryAfter });
      expect(await count("newsletter_subscribers")).toBe(before);
      // Reading is not limited; another client can still submit.
      expect((await app.inject(from(mallory, { method: "GET", url: "/api/stores?itemsPerPage=1" }))).statusCode).toBe(200);
      expect((await app.inject(from("198.51.100.20", postJson("/api/newsletter_subscribers", newsletter("other@example.com"))))).statusCode).toBe(201);
    });
  });

  it("counts an IPv6 /64 as one client", async () => {
    await withApp({ limits: { submissionsPerWindow: 2 } }, async (app) => {
      const statuses = [];
      for (const host of ["1", "2", "3"]) {
        statuses.push(
          (await app.inject(from(`2001:db8:1:2::${host}`, postJson("/api/newsletter_subscribers", newsletter(`v6-${host}@example.com`))))).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
      expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    });
  });

  it("caps coupon messages per recipient, however the address or number is written", async () => {
    await withApp({ limits: { couponMessagesPerRecipient: 2 } }, async (app) => {
      const email = (name: string) => app.inject(postJson("/api/coupons_emails", { coupons: [1], name, stores: ["uniglass-trois-rivieres-des-forges"] }));
      expect((await email("Client@Example.com")).statusCode).toBe(201);
      expect((await email("client@example.com")).statusCode).toBe(201);
      const third = await email("CLIENT@example.COM");
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe("too_many_messages_to_recipient");
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(86_000);
      expect((await email("someone.else@example.com")).statusCode).toBe(201);
      const text = (name: string) => app.inject(postJson("/api/coupons_phones", { coupons: [2], name, stores: ["uniglass-montreal-plateau"] }));
      expect([(await text("514 555-0187")).statusCode, (await text("+1 (514) 555-0187")).statusCode, (await text("514.555.0187")).statusCode]).toEqual([
        201, 201, 429,
      ]);
      const { rows } = await db.query<{ recipient_key: string; n: number }>(
        "SELECT recipient_key, count(*)::int AS n FROM outbox WHERE recipient_key IN ('5145550187', 'client@example.com', 'someone.else@example.com') GROUP BY recipient_key ORDER BY recipient_key",
      );
      expect(rows).toEqual([
        { recipient_key: "5145550187", n: 2 },
        { recipient_key: "client@example.com", n: 2 },
        { recipient_key: "someone.else@example.com", n: 1 },
      ]);
      expect(recipientKey("sms", "1-514-555-0187")).toBe("5145550187");
    });
  });

  it("caps upcoming bookings per client and per contact", async () => {
    await withApp({ now: () => NOW, limits: { openBookingsPerClient: 1 } }, async (app) => {
      const before = await count("appointments");
      const book = (ip: string, over: Record<string, unknown>) => app.inject(from(ip, postJson("/api/appointments", { ...booking, ...over })));
      expect((await book("203.0.113.5", {})).statusCode).toBe(201);
      const sameClient = await book("203.0.113.5", { startTime: "13:00", phone: "514-555-0100" });
      expect(sameClient.statusCode).toBe(429);
      expect(sameClient.json()).toMatchObject({ message: "too_many_open_bookings", limit: 1 });
      const sameContact = await book("198.51.100.5", { startTime: "14:00", phone: "(514) 555-0133" });
      expect(sameContact.statusCode).toBe(429);
      expect((await book("198.51.100.6", { startTime: "15:00", phone: "514-555-0101" })).statusCode).toBe(201);
      expect(await count("appointments")).toBe(before + 2);
    });
  });

  it("books only inside the horizon the availabilities offer (today and the next 20 days)", async () => {
    await withApp({ now: () => NOW }, async (app) => {
      const before = await count("appointments");
      const book = (date: string) => app.inject(from("192.0.2.44", postJson("/api/appointments", { ...booking, date, phone: "819-555-0144" })));
      for (const date of ["2026-10-05", "2027-09-14", "9999-12-29"]) {
        const res = await book(date);
        expect([date, res.statusCode, res.json().violations]).toEqual([date, 422, [{ propertyPath: "date", message: "date_unavailable" }]]);
      }
      expect((await book("2026-10-02")).statusCode).toBe(201);
      const q = "store=uniglass-montreal-plateau&category=1";
      const days = (await app.inject({ method: "GET", url: `/api/location_services/availabilities?${q}&from=2026-09-28&to=2026-10-09` })).json<
        { date: string; available: boolean }[]
      >();
      expect(days.filter((d) => d.available).map((d) => d.date)).toEqual(["2026-09-28", "2026-09-29", "2026-09-30", "2026-10-01", "2026-10-02", "2026-10-03"]);
      expect((await app.inject({ method: "GET", url: `/api/location_services/times_window?${q}&date=2026-10-05` })).json()).toEqual([]);
      expect(await count("appointments")).toBe(before + 1);
    });
  });
});
