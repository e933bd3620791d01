/**
 * Every built page, both languages, read from public/: one h1, every
 * internal link, image, script and stylesheet resolving, and no Nu HTML
 * Checker error. axe on every page in the browser is in
 * e2e/every-page-axe-fr.e2e.ts and e2e/every-page-axe-en.e2e.ts, which the
 * other Jest worker runs meanwhile.
 */
import { ORIGIN, SITE_URL } from "./env";
import { builtPages, checkBuiltPages, vnuErrors } from "./page-check";

const pages = builtPages();

describe("every built page", () => {
  it("finds the pages of both languages", () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.some((p) => p.url.startsWith("/en/"))).toBe(true);
    expect(pages.filter((p) => p.url.startsWith("/en/")).length).toBeGreaterThan(pages.length / 3);
  });

  it("has exactly one h1, and every internal reference resolves", () => {
    const started = Date.now();
    const result = checkBuiltPages([SITE_URL, ORIGIN]);
    console.info(`${result.pages} pages, ${result.references} internal references checked in ${Date.now() - started} ms`);
    expect(result.problems.slice(0, 40)).toEqual([]);
    expect(result.references).toBeGreaterThan(result.pages * 10);
  });

  it("passes the Nu HTML Checker without an error", () => {
    const started = Date.now();
    const errors = vnuErrors();
    console.info(`Nu HTML Checker: ${pages.length} pages in ${Date.now() - started} ms, ${errors.length} errors`);
    expect(errors.slice(0, 40)).toEqual([]);
  }, 600_000);
});
