/**
 * Faults. The transient case (a build through an API that
 * answers 503 or resets connections, which succeeds) shares its build with
 * e2e/hostile-input.e2e.ts. Here:
 * - a build whose API always answers 500 on /api/slides stops with a non-zero
 *   exit and a message naming that endpoint (it fails while sourcing: cheap);
 * - in the browser, with the API unreachable: the finder shows the stores
 *   saved with the site and says so; the newsletter and estimate forms keep
 *   what was typed and offer to try again; when the API is back (even after an
 *   attempt whose answer was lost), the retry is stored exactly once.
 * The sample API killed during concurrent submissions is
 * __tests__/server/durability.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { launch, newContext } from "./browser";
import { E2E_PORT, submissions } from "./env";
import { startFaultProxy, type FaultProxy } from "./support/fault-proxy";
import { copyProject, gatsbyBuild, removeTree } from "./support/project-copy";
import { freePort } from "./support/free-port";
import { startServer, type SampleServer } from "./support/sample-server";

jest.setTimeout(10 * 60_000);

async function stored(table: string): Promise<Record<string, unknown>[]> {
  return (await submissions())[table];
}

describe("a build whose API fails permanently on one endpoint", () => {
  let api: SampleServer | undefined;
  let proxy: FaultProxy | undefined;
  let projectDir = "";
  let dataDir = "";

  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
    for (const dir of [projectDir, dataDir]) if (dir) removeTree(dir);
  });

  it("exits non-zero with a message that names the endpoint and the status", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-faults-"));
    api = await startServer({ port: await freePort(), dataDir });
    proxy = await startFaultProxy(api.origin, [{ path: /^\/api\/slides$/, always: "500" }]);
    projectDir = copyProject("faults-site");
    const result = await gatsbyBuild(projectDir, {
      API_URL: `${proxy.origin}/api`,
      WORDPRESS_URL: `${proxy.origin}/blog`,
      SITE_URL: `http://localhost:${E2E_PORT}`,
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(new RegExp(`GET ${proxy.origin}/api/slides\\?[^ ]* failed with status 500 after 4 attempts`));
    // What to do about it: the text of the source plugin's error code for a server error.
    expect(result.output).toContain("The service at API_URL answered /api/slides with a server error (500) on every retry");
    // 1 attempt + 3 retries, for each language it asked.
    expect(proxy.injected.get("500 /api/slides")).toBeGreaterThanOrEqual(4);
    expect(fs.existsSync(path.join(projectDir, "public", "index.html"))).toBe(false);
    console.log(`Build against a permanent 500: failed as expected in ${Math.round(result.ms / 1000)} s`);
  });
});

describe("the browser with the API down", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Routes every /api request of the page to a refused connection until `up()` is called. */
  async function apiDown(page: Page): Promise<{ up: () => Promise<void> }> {
    const handler = (route: Route) => route.abort("connectionrefused");
    await page.route("**/api/**", handler);
    return { up: () => page.unroute("**/api/**", handler) };
  }

  it.each([
    ["fr", "/emplacement/?key=Laval", "Nos serveurs ne répondent pas"],
    ["en", "/en/locations/?key=Laval", "Our servers are not answering"],
  ])("the finder falls back to the stores saved with the site (%s)", async (_locale, address, notice) => {
    const page = await (await newContext(browser)).newPage();
    await apiDown(page);
    await page.goto(address, { waitUntil: "load" });
    await page.getByTestId("finder-fallback").waitFor();
    expect(await page.getByTestId("finder-fallback").textContent()).toContain(notice);
    expect(await page.locator("ol li").filter({ hasText: "Laval" }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each([
    ["fr", "/", "Adresse courriel", /J'accepte/, "M'abonner", /Merci!/],
    ["en", "/en/", "E-mail address", /I agree/, "Subscribe", /Thank you!/],
  ])(
    "the newsletter form keeps its input, offers to retry, and is stored once (%s)",
    async (locale, address, emailLabel, consentLabel, submitLabel, success) => {
      const page = await (await newContext(browser)).newPage();
      await page.goto(address, { waitUntil: "networkidle" });
      const email = `fault-${locale}-${Date.now()}@example.com`;
      const form = page.locator("form").filter({ has: page.getByLabel(emailLabel, { exact: true }) });
      await form.getByLabel(emailLabel, { exact: true }).fill(email);
      await form.getByRole("checkbox", { name: consentLabel }).check();

      // 1. The API is unreachable.
      const api = await apiDown(page);
      await form.getByRole("button", { name: submitLabel }).click();
      await form.getByRole("alert").waitFor();
      expect(await form.getByLabel(emailLabel, { exact: true }).inputValue()).toBe(email);
      expect(await form.getByRole("checkbox", { name: consentLabel }).isChecked()).toBe(true);
      expect(await form.getByRole("button", { name: submitLabel }).isEnabled()).toBe(true);
      await api.up();

      // 2. The request reaches the API but its answer is lost on the way back.
      const lost = async (route: Route) => {
        await route.fetch();
        await route.abort("connectionreset");
      };
      await page.route("**/api/newsletter_subscribers", lost);
      await form.getByRole("button", { name: submitLabel }).click();
      await form.getByRole("alert").waitFor();
      await page.unroute("**/api/newsletter_subscribers", lost);
      expect((await stored("newsletter_subscribers")).filter((r) => r.email === email)).toHaveLength(1);

      // 3. The API is back: the retry carries the same Idempotency-Key and is not stored again.
      await form.getByRole("button", { name: submitLabel }).click();
      await page.getByRole("status").filter({ hasText: success }).waitFor();
      expect((await stored("newsletter_subscribers")).filter((r) => r.email === email)).toHaveLength(1);
      await page.context().close();
    },
  );

  it("the estimate form keeps its input, offers to retry, and is stored once (en)", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto("/en/locations/uniglass-laval-chomedey/", { waitUntil: "networkidle" });
    await page
      .getByRole("button", { name: /^Request an estimate/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Request an estimate" });
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>("dialog select[name=store]")?.value === "uniglass-laval-chomedey");
    const phone = `450-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    const fields: [string, string][] = [
      ["First name", "Alex"],
      ["Last name", "Tremblay"],
      ["Year", "2020"],
      ["Make", "Honda"],
      ["Model", "Civic"],
      ["Phone", phone],
    ];
    for (const [label, value] of fields) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole("checkbox", { name: /I agree that the shop/ }).check();

    const api = await apiDown(page);
    await dialog.getByRole("button", { name: "Send my request" }).click();
    // The photo field's alert region is in the form from the start, empty: wait for one that says something.
    await dialog.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor();
    for (const [label, value] of fields) expect(await dialog.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(await dialog.getByRole("button", { name: "Send my request" }).isEnabled()).toBe(true);
    await api.up();

    await dialog.getByRole("button", { name: "Send my request" }).click();
    await dialog.getByRole("status").filter({ hasText: "Thank you!" }).waitFor();
    const rows = (await stored("request_estimates")).filter((r) => JSON.stringify(r).includes(phone));
    expect(rows).toHaveLength(1);
    await page.context().close();
  });
});
