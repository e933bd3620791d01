/**
 * Malformed addresses: the routes that read their query
 * string (store finder, careers filters, redeem-coupons, blog pagination, a
 * store page with carried parameters) opened with missing, garbage,
 * "undefined"/"null", thousands-of-characters and badly percent-encoded values,
 * in both languages. Each gives a clear page or the 404: never an uncaught
 * error, always one h1. The 404 pages opened directly are checked too.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { buildPath } from "../src/config/routes";
import { LOCALES, type Locale } from "../src/config/site";
import { hydrated, launch, newContext } from "./browser";

const root = path.resolve(__dirname, "..");
const store = (JSON.parse(fs.readFileSync(path.join(root, "server", "seed", "stores.json"), "utf8")) as { slug: string }[])[0];
// 3,000 characters (4,500 bytes encoded): two of them stay under the 16 KB of request head Node's server accepts (beyond, it answers 431).
const LONG = "é".repeat(300) + "x".repeat(2700);
const enc = encodeURIComponent;

/** [label, path and query, expected status] */
function cases(locale: Locale): [string, string, number][] {
  const locations = buildPath("locations", locale);
  const careers = buildPath("careers", locale);
  const redeem = buildPath("redeem-coupons", locale);
  const blog = buildPath("blog", locale);
  const storePage = buildPath("store-details", locale, { slug: store.slug });
  const notFound = locale === "fr" ? "/404/" : "/en/404/";
  return [
    ["finder, search key of 3,000 characters", `${locations}?key=${enc(LONG)}`, 200],
    ["finder, key 'undefined'", `${locations}?key=undefined`, 200],
    ["finder, key 'null' and an empty key", `${locations}?key=null&key=`, 200],
    ["finder, bad percent-encoding", `${locations}?key=%E0%A4%A&latitude=%ZZ`, 200],
    ["finder, coordinates that are not numbers", `${locations}?latitude=abc&longitude=1e999`, 200],
    ["finder, coordinates out of range", `${locations}?latitude=-91&longitude=undefined`, 200],
    ["careers, undefined filters and a negative page", `${careers}?category=undefined&city=null&page=-5`, 200],
    ["careers, huge page number and long city", `${careers}?page=99999999999999999999&city=${enc(LONG)}`, 200],
    ["careers, bad percent-encoding", `${careers}?category=%&city=%C3%28`, 200],
    ["redeem-coupons, no params", redeem, 200],
    ["redeem-coupons, params 'undefined'", `${redeem}?params=undefined&method=print`, 200],
    ["redeem-coupons, params 'null'", `${redeem}?params=null`, 200],
    ["redeem-coupons, truncated JSON", `${redeem}?params=${enc('{"couponId":')}`, 200],
    [
      "redeem-coupons, JSON of the wrong shape",
      `${redeem}?params=${enc(JSON.stringify({ couponId: 1e308, slug: "<script>alert(1)</script>", locale: "xx" }))}&method=print`,
      200,
    ],
    ["redeem-coupons, unknown coupon and store", `${redeem}?params=${enc(JSON.stringify({ couponId: 999999, slug: "nowhere", locale }))}`, 200],
    ["redeem-coupons, 3,000 characters of garbage", `${redeem}?params=${enc(LONG)}&method=${enc(LONG)}`, 200],
    ["redeem-coupons, bad percent-encoding", `${redeem}?params=%7B%22couponId%22%3A%ZZ`, 200],
    ["store page, carried ctn and utm of 3,000 characters", `${storePage}?ctn=${enc(LONG)}&utm_source=${enc(LONG)}`, 200],
    ["store page, ctn 'undefined'", `${storePage}?ctn=undefined&utm_campaign=null`, 200],
    ["blog, page 0", `${blog}page/0/`, 404],
    ["blog, page 999", `${blog}page/999/`, 404],
    ["blog, page 'undefined'", `${blog}page/undefined/`, 404],
    ["blog, a query of garbage", `${blog}?page=%%%&undefined`, 200],
    ["the 404 page opened directly", notFound, 200],
    ["an unknown address", `${locale === "fr" ? "" : "/en"}/nulle-part-${"z".repeat(300)}/?key=undefined`, 404],
  ];
}

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
});

afterAll(async () => {
  await browser?.close();
});

/** `address` answers `status` with a clear page in `locale` (one non-empty h1), hydrated without an uncaught error. */
async function expectClearPage(page: Page, locale: Locale, address: string, status: number): Promise<void> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(address, { waitUntil: "load" });
  expect(response?.status()).toBe(status);
  // Hydration and the effects that read the query (and what they ask the API); an error first, if one stopped it.
  const settled = await hydrated(page).then(
    () => true,
    () => false,
  );
  expect(errors).toEqual([]);
  expect(settled).toBe(true);
  expect(await page.locator("h1").count()).toBe(1);
  expect((await page.locator("h1").textContent())?.trim()).not.toBe("");
  expect(await page.locator("html").getAttribute("lang")).toBe(locale === "fr" ? "fr-CA" : "en-CA");
}

describe.each(LOCALES)("malformed query strings (%s)", (locale) => {
  // A few addresses at once (maxConcurrency in jest.e2e.config.js), each in a tab of its own: a case mostly waits for its page to go quiet.
  it.concurrent.each(cases(locale))("%s: a clear page, no crash", async (_label, address, status) => {
    const page = await context.newPage();
    try {
      await expectClearPage(page, locale, address, status);
    } finally {
      await page.close();
    }
  });
});
