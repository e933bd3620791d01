/**
 * Time from first paint to working controls, in chromium (playwright-core)
 * throttled as Lighthouse's mobile preset applies it: 4x CPU slowdown, 150 ms
 * RTT and 1.6 Mbit/s (as request latency 562.5 ms, 1,474.56 kbit/s down,
 * 675 kbit/s up, Lighthouse's "devtools" figures), a 412 x 823 screen at
 * 1.75 px per CSS px. From the first contentful paint, the probe clicks the
 * page's control (probes.ts) about every 50 ms until its effect shows, and
 * reports when it first did. A printed figure, never a test assertion.
 */
import type { Browser, ElementHandle, Page } from "playwright-core";
import { probeScript } from "./probe-script";
import type { ProbeSet } from "./probes";
import type { HeroRun, ProbeRun } from "./types";

export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const CLICK_EVERY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Report {
  fcp: number | null;
  origin: number;
  workedAt: number | null;
  chosen: number;
  blockedSubmits: number;
  lcpEntries: number;
  layoutShift: number;
  hero: HeroRun | null;
}

async function throttledPage(browser: Browser, set: ProbeSet): Promise<{ page: Page; close: () => Promise<void>; documents: () => number }> {
  const context = await browser.newContext({ ...MOBILE, reducedMotion: "no-preference" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript({ content: probeScript({ candidates: set.candidates, followSubmit: !!set.followSubmit, heroSection: set.heroSection }) });
  let documents = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return { page, close: () => context.close(), documents: () => documents };
}

/** The element an expression of the probe script gives, or null (also while the page is navigating). */
async function element(page: Page, expression: string): Promise<ElementHandle<HTMLElement> | null> {
  const handle = await page.evaluateHandle<HTMLElement | null>(expression).catch(() => null);
  return handle?.asElement() ?? null;
}

async function firstPaint(page: Page, url: string): Promise<{ fcp: number; origin: number }> {
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  // Polled from here: page.waitForFunction evaluates its string in the page, which the site's CSP forbids.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const first = (await page
      .evaluate("window.__bench && window.__bench.fcp !== null ? { fcp: window.__bench.fcp, origin: performance.timeOrigin } : null")
      .catch(() => null)) as {
      fcp: number;
      origin: number;
    } | null;
    if (first) return first;
    await sleep(25);
  }
  throw new Error("no first contentful paint within 60 s");
}

/** Loads the page once and clicks its control from the first contentful paint until the control works (or `timeoutMs`). */
export async function probeControls(browser: Browser, url: string, set: ProbeSet, timeoutMs = 45_000): Promise<ProbeRun> {
  const { page, close, documents } = await throttledPage(browser, set);
  const run: ProbeRun = { control: "", fcpMs: null, workedMs: null, controlMs: null, attempts: 0, blockedSubmits: 0, navigated: false };
  try {
    const first = await firstPaint(page, url);
    run.fcpMs = Math.round(first.fcp);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const status = (await page.evaluate("window.__bench ? window.__bench.poll() : null").catch(() => null)) as Report | null;
      if (status?.workedAt) break;
      if (documents() > 1) {
        // A submission before the page ran is loading the form's page: a visitor waits for it.
        run.navigated = true;
        await sleep(CLICK_EVERY_MS);
        continue;
      }
      const control = status ? await element(page, "window.__bench.control()") : null;
      if (control) {
        try {
          const fill = set.candidates[status!.chosen]?.fill;
          const field = fill ? await element(page, "window.__bench.field()") : null;
          if (fill && field) await field.fill(fill.value, { force: true, timeout: 2_000 });
          run.attempts += 1;
          await control.click({ force: true, timeout: 2_000, noWaitAfter: true });
        } catch {
          // The element left the page or the page is navigating: try again.
        }
      }
      await sleep(CLICK_EVERY_MS);
    }
    const report = await page.evaluate<Report>("window.__bench.report()");
    run.blockedSubmits = report.blockedSubmits;
    run.control = report.chosen >= 0 ? set.candidates[report.chosen].description : "no control found";
    if (report.workedAt) {
      run.workedMs = Math.round(report.workedAt - first.origin);
      run.controlMs = Math.round(report.workedAt - (first.origin + first.fcp));
    } else {
      run.error = report.chosen < 0 ? "no control of the probe table in the page" : `did not work within ${timeoutMs / 1000} s`;
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
  } finally {
    await close();
  }
  return run;
}

/**
 * Home: a load without input (the largest-contentful-paint API stops at the
 * first input) that watches the hero's first image until the page is loaded
 * and quiet (`settleMs` after the load event).
 */
export async function watchHero(browser: Browser, url: string, set: ProbeSet, settleMs = 3_000): Promise<HeroRun | { error: string }> {
  const { page, close } = await throttledPage(browser, set);
  try {
    await firstPaint(page, url);
    await page.waitForLoadState("load", { timeout: 60_000 });
    await sleep(settleMs);
    const report = await page.evaluate<Report>("window.__bench.report()");
    return report.hero ?? { error: "no largest-contentful-paint entry" };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  } finally {
    await close();
  }
}
