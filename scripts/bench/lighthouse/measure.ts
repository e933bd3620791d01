/**
 * The measuring loops of the Lighthouse part: Lighthouse rounds over every
 * page and the reference, then the control probes in the throttled browser.
 * Rounds go over all pages in turn (not one page three times), so a busy
 * moment of the machine falls on several pages rather than on one.
 */
import type { Throttling } from "../types";
import { probeControls, watchHero } from "./probe";
import { probesFor } from "./probes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../lib/chromium";
import { runLighthouse } from "./run";
import type { HeroRun, LighthouseRun, ProbeRun } from "./types";

export interface Target {
  id: string;
  locale: string;
  path: string;
  url: string;
}

const label = (t: Target) => `${t.id} ${t.locale}`.padEnd(14);
const seconds = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? "-" : `${(ms / 1000).toFixed(2)} s`);

/**
 * A run that fails (Lighthouse's error, chromium gone) is tried once more in
 * a fresh chromium, then left out of the page's medians with a log line.
 */
export async function lighthouseRounds(targets: readonly Target[], runs: number, throttling: Throttling): Promise<Map<Target, LighthouseRun[]>> {
  const chromeLauncher = await import("chrome-launcher");
  const launch = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
  let chrome = await launch();
  const out = new Map<Target, LighthouseRun[]>(targets.map((t) => [t, []]));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const target of targets) {
        for (let attempt = 1; attempt <= 2; attempt++) {
          const started = Date.now();
          try {
            const { run, failedAudits } = await runLighthouse(target.url, chrome.port, throttling, round === 1);
            out.get(target)!.push(run);
            const n = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : "-");
            console.log(
              `lighthouse ${round}/${runs} ${label(target)} perf ${n(run.performance).padStart(3)}  TBT ${n(run.tbtMs).padStart(5)} ms  LCP ${seconds(run.lcpMs)}  CLS ${n(run.cls, 3)}  (${((Date.now() - started) / 1000).toFixed(0)} s)`,
            );
            if (run.metricErrors.length) console.log(`  not computed: ${run.metricErrors.join(", ")}`);
            if (failedAudits.length) console.log(`  audits not passed: ${failedAudits.join(", ")}`);
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
            console.log(
              `lighthouse ${round}/${runs} ${label(target)} failed${attempt === 1 ? ", trying again in a fresh chromium" : ", left out"}: ${message}`,
            );
            chrome.kill();
            chrome = await launch();
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}

export interface ProbeFigures {
  probes: ProbeRun[];
  heroes: HeroRun[];
}

export async function probeRounds(targets: readonly Target[], runs: number): Promise<Map<Target, ProbeFigures>> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const out = new Map<Target, ProbeFigures>(targets.map((t) => [t, { probes: [], heroes: [] }]));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const target of targets) {
        const set = probesFor(target.id, target.locale === "-" ? "en" : target.locale);
        const figures = out.get(target)!;
        const probe = await probeControls(browser, target.url, set);
        figures.probes.push(probe);
        const outcome = probe.error
          ? `no: ${probe.error}`
          : `${seconds(probe.controlMs)} after first paint (${probe.attempts} tries${probe.blockedSubmits ? `, ${probe.blockedSubmits} early submits stopped` : ""}${probe.navigated ? ", through a page load" : ""})`;
        console.log(`controls ${round}/${runs} ${label(target)} ${probe.control}: ${outcome}`);
        if (set.heroSection) {
          const hero = await watchHero(browser, target.url, set);
          if ("error" in hero) console.log(`hero ${round}/${runs} ${label(target)} not measured: ${hero.error}`);
          else {
            figures.heroes.push(hero);
            console.log(
              `hero ${round}/${runs} ${label(target)} LCP element ${hero.lcpElement ?? "-"}: ${hero.lcpIsFirstSlideImage ? "the first slide's image" : "not the first slide's image"}, moved ${hero.movedAfterPaintPx} px after paint${hero.replacedAfterPaint ? ", replaced" : ""}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
