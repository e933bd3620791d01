/**
 * The abuse limits as a visitor meets them: the built site served by a second
 * sample server whose submission limit is 1 per client (the suite's own
 * server has a high limit, since every test submits from one address). Once
 * the budget is spent, the newsletter form says, in the page's language, how
 * many minutes to wait (from the answer's Retry-After), keeps the address
 * typed and the box ticked, and nothing is stored.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launch, newContext } from "./browser";
import { startServer, type SampleServer } from "./support/sample-server";
import { ROOT } from "./support/project-copy";
import { PORTS } from "./env";

const ADMIN_TOKEN = "abuse-limits-admin-token-0123456789";

let browser: Browser;
let server: SampleServer;

beforeAll(async () => {
  browser = await launch();
  server = await startServer({
    port: PORTS.abuseLimits,
    publicDir: path.join(ROOT, "public"),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-e2e-limits-")),
    env: { RATE_LIMIT_SUBMISSIONS: "1", RATE_LIMIT_WINDOW_SECONDS: "600", ADMIN_TOKEN },
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function subscribers(): Promise<{ email: string }[]> {
  const response = await fetch(`${server.origin}/api/_admin/submissions`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await response.json()) as { newsletter_subscribers: { email: string }[] }).newsletter_subscribers;
}

it("spends the budget of this client with one submission", async () => {
  const token = "limits-xsrf-token-0123456789";
  const response = await fetch(`${server.origin}/api/newsletter_subscribers`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": token, cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify({ email: "first@exemple.ca", consent: true }),
  });
  expect(response.status).toBe(201);
});

it.each([
  ["fr", "/", "Adresse courriel", /J'accepte/, "M'abonner", /^Trop de tentatives\. Réessayez dans (\d+) minutes\. Ce que vous avez écrit est conservé\.$/],
  ["en", "/en/", "E-mail address", /I agree/, "Subscribe", /^Too many attempts\. Please try again in (\d+) minutes\. What you typed is kept\.$/],
])("%s: says how long to wait after a 429 and keeps what was typed", async (_locale, home, emailLabel, consentLabel, submitLabel, message) => {
  const context = await newContext(browser, { baseURL: server.origin });
  const page = await context.newPage();
  await page.goto(home);
  await page.waitForLoadState("networkidle");
  const email = `limited-${_locale}@exemple.ca`;
  await page.getByLabel(emailLabel).fill(email);
  await page.getByRole("checkbox", { name: consentLabel }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/newsletter_subscribers") && r.request().method() === "POST");
  await page.getByRole("button", { name: submitLabel }).click();
  expect((await answer).status()).toBe(429);
  const alert = page.getByRole("alert").filter({ hasText: /tentatives|attempts/ });
  await alert.waitFor();
  const text = (await alert.textContent())?.trim() ?? "";
  expect(text).toMatch(message);
  // The window is 10 minutes, spent by the first test a moment ago.
  const minutes = Number(message.exec(text)![1]);
  expect(minutes).toBeGreaterThanOrEqual(8);
  expect(minutes).toBeLessThanOrEqual(10);
  expect(await page.getByLabel(emailLabel).inputValue()).toBe(email);
  expect(await page.getByRole("checkbox", { name: consentLabel }).isChecked()).toBe(true);
  expect((await subscribers()).map((s) => s.email)).not.toContain(email);
  await context.close();
});
