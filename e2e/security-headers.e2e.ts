/**
 * The security headers in the browser: the sample server
 * sends public/_headers with every page, and the site runs under its
 * Content-Security-Policy without a single violation: home, the finder with a
 * search, a store page and the estimate dialog, in both languages.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, newContext } from "./browser";
import { inlineScripts, isBuildScript } from "../gatsby/inline-scripts";
import { parseHeadersFile, scriptHash } from "../src/lib/security-headers";

const PUBLIC = path.resolve(__dirname, "..", "public");

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleViolations: string[] = [];

/** CSP violations seen by the page (its event) and by the console (reports of blocked eval or inline code). */
async function violations(): Promise<string[]> {
  const fromEvents = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  return [...fromEvents, ...consoleViolations];
}

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page = await context.newPage();
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
});

beforeEach(() => {
  consoleViolations = [];
});

afterAll(async () => {
  await browser?.close();
});

describe("the headers the server sends", () => {
  it.each(["/", "/en/", "/emplacement/", "/en/locations/uniglass-laval-chomedey/", "/page-introuvable/"])(
    "%s carries the CSP, nosniff, the referrer and permissions policies",
    async (path) => {
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(headers["content-security-policy"]).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toMatch(/^geolocation=\(self\)/);
      expect(headers["strict-transport-security"]).toMatch(/^max-age=/);
    },
  );

  it("is enforced: an inline script the build did not hash is blocked and reported", async () => {
    await page.goto("/en/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.appendChild(script);
    });
    await page.waitForFunction(() => ((window as unknown as { __csp: string[] }).__csp ?? []).length > 0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations()).join("\n")).toMatch(/script-src/);
  });
});

describe("what the build publishes", () => {
  it("has no source map, and no script points to one", () => {
    const files = filesOf(PUBLIC);
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((file) => fs.readFileSync(file, "utf8").includes("sourceMappingURL"))).toEqual([]);
  });

  it("allows in its CSP exactly the inline scripts the build writes, and sends HSTS", () => {
    const [rule] = parseHeadersFile(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"));
    expect(rule.headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    const allowed = (/script-src ([^;]*)/.exec(rule.headers["Content-Security-Policy"])![1].match(/'sha256-[^']+'/g) ?? []).sort();
    const found = new Set<string>();
    for (const page of filesOf(PUBLIC).filter((file) => file.endsWith(".html"))) {
      for (const script of inlineScripts(fs.readFileSync(page, "utf8"))) {
        expect([page, isBuildScript(script)]).toEqual([page, true]);
        found.add(scriptHash(script));
      }
    }
    expect([...found].sort()).toEqual(allowed);
  });
});

describe("no CSP violation while using the site", () => {
  it.each([
    ["/", "Code postal, ville ou adresse", "Trouver"],
    ["/en/", "Postal code, city or address", "Find"],
  ])("%s: the home page renders and hydrates", async (path) => {
    await page.goto(path);
    await page.locator("form[role=search][data-ready]").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  it.each([
    ["/emplacement/", "Code postal, ville ou adresse", "Trouver"],
    ["/en/locations/", "Postal code, city or address", "Find"],
  ])("%s: the finder searches and lists shops", async (path, input, submit) => {
    await page.goto(path);
    await page.locator("form[role=search][data-ready]").first().waitFor();
    await page.getByRole("combobox", { name: input }).fill("H2X 1Y4");
    await page.getByRole("button", { name: submit, exact: true }).click();
    await page
      .getByRole("list", { name: /Résultats de la recherche|Search results/ })
      .getByRole("article")
      .first()
      .waitFor();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  it.each([
    ["/emplacement/uniglass-laval-chomedey/", "Demander une estimation", "Prénom"],
    ["/en/locations/uniglass-laval-chomedey/", "Request an estimate", "First name"],
  ])("%s: the store page and its estimate dialog", async (path, action, firstName) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("button", { name: new RegExp(`^${action}`) })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: action });
    await dialog.getByLabel(firstName, { exact: true }).fill("Sam");
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});
