/**
 * The interactions part: how long the page takes to answer a tap, as Chrome's
 * Event Timing reports it (the basis of Interaction to Next Paint): from the
 * input to the next frame painted after its handlers ran. In Debian's
 * chromium with the CPU slowed 4× (a mid-range phone), on pages loaded,
 * hydrated and quiet; each interaction is a real click from the browser's
 * input pipeline, measured --runs times on a fresh page, reported as the
 * median. Event Timing reports only events of 16 ms or more (in steps of
 * 8 ms): an interaction under that prints as "< 16". The target is Core Web
 * Vitals' "good" line, 200 ms. A printed figure, never a test assertion.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../lib/chromium";
import { buildAgainstSampleApi, hasBuiltSite, ROOT, startSampleServer } from "../../lib/sample-site";
import { median } from "../stats";
import { marked, table } from "../table";
import type { Part, Step } from "../types";

const CPU_SLOWDOWN = 4;
export const INTERACTION_TARGET_MS = 200;
/** Event Timing's smallest reported duration. */
const THRESHOLD_MS = 16;

export interface InteractionFigure {
  name: string;
  path: string;
  /** Each run's longest interaction duration in ms (THRESHOLD_MS - 1 when none reached the threshold); null when the run failed. */
  runs: Array<number | null>;
  medianMs: number | null;
  error?: string;
}

interface InteractionSpec {
  name: string;
  path: string;
  /** What to do on the loaded page before the measured tap (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured tap. */
  tap: (page: Page) => Promise<void>;
  /** Waits until the tap's effect shows. */
  done: (page: Page) => Promise<void>;
}

/** A shop of the sample with offers, in Montréal (the finder's search below finds several). */
const STORE = { slug: "uniglass-montreal-rosemont", name: "Uniglass Montréal – Rosemont" };

const INTERACTIONS: InteractionSpec[] = [
  {
    name: "open the estimate dialog (store page)",
    path: `/emplacement/${STORE.slug}/`,
    tap: (page) => page.getByRole("button", { name: `Demander une estimation – ${STORE.name}` }).click(),
    done: (page) => page.getByRole("dialog").waitFor(),
  },
  {
    name: "« Trouver » on the locations page",
    path: "/emplacement/",
    // By its label: a combobox once its suggestions run, a plain text field with a Google key.
    prepare: (page) => page.getByLabel("Code postal, ville ou adresse", { exact: true }).first().fill("Laval"),
    tap: (page) => page.getByRole("button", { name: "Trouver", exact: true }).first().click(),
    done: (page) =>
      page
        .getByRole("list", { name: /Résultats de la recherche/ })
        .getByRole("article")
        .first()
        .waitFor(),
  },
  {
    name: "« show more » in the finder's results",
    path: `/emplacement/?key=${encodeURIComponent("Montréal")}`,
    prepare: (page) => page.getByRole("button", { name: /^Afficher \d+ autres? ateliers?$/ }).waitFor(),
    tap: (page) => page.getByRole("button", { name: /^Afficher \d+ autres? ateliers?$/ }).click(),
    done: (page) => page.waitForTimeout(300),
  },
  {
    name: "the favourite star (store page)",
    path: `/emplacement/${STORE.slug}/`,
    tap: (page) => page.getByRole("button", { name: `Choisir ${STORE.name} comme mon atelier` }).click(),
    done: (page) => page.getByRole("button", { name: `Retirer ${STORE.name} de mon atelier favori` }).waitFor(),
  },
  {
    name: "the carousel's pause (home)",
    path: "/",
    tap: (page) => page.getByRole("button", { name: "Mettre le carrousel en pause" }).click(),
    done: (page) => page.getByRole("button", { name: "Faire défiler le carrousel" }).waitFor(),
  },
];

/** Installed before the page's scripts: keeps every event entry of an interaction (the CSP allows what the browser's tooling adds). */
const OBSERVER = `(() => {
  const seen = [];
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: ${THRESHOLD_MS}, buffered: true });
})();`;

interface Seen {
  id: number;
  name: string;
  duration: number;
}

async function measureOnce(browser: import("playwright-core").Browser, origin: string, spec: InteractionSpec): Promise<number> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 412, height: 823 }, reducedMotion: "no-preference" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: OBSERVER });
    await page.goto(spec.path, { waitUntil: "load", timeout: 60_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await spec.prepare?.(page);
    await page.waitForTimeout(500);
    const before = await page.evaluate<number>("window.__interactions.length");
    await spec.tap(page);
    await spec.done(page);
    // Entries come once the frame after the handlers is painted.
    await page.waitForTimeout(500);
    const seen = (await page.evaluate<Seen[]>("window.__interactions")).slice(before);
    return seen.length ? Math.max(...seen.map((entry) => entry.duration)) : THRESHOLD_MS - 1;
  } finally {
    await context.close();
  }
}

export async function benchInteractions(options: { port: number; runs: number }): Promise<InteractionFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-interactions-"));
  const server = await startSampleServer({ port: options.port, dataDir, publicDir: path.join(ROOT, "public"), quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
  const figures: InteractionFigure[] = [];
  try {
    for (const spec of INTERACTIONS) {
      const figure: InteractionFigure = { name: spec.name, path: spec.path, runs: [], medianMs: null };
      for (let run = 0; run < options.runs; run++) {
        try {
          figure.runs.push(Math.round(await measureOnce(browser, server.origin, spec)));
        } catch (error) {
          figure.runs.push(null);
          figure.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
        }
      }
      const measured = figure.runs.filter((ms): ms is number => ms !== null);
      figure.medianMs = measured.length ? Math.round(median(measured)) : null;
      console.log(`  ${spec.name}: ${figure.runs.map((ms) => (ms === null ? "failed" : ms < THRESHOLD_MS ? "< 16" : ms)).join(", ")} ms`);
      figures.push(figure);
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const shown = (ms: number | null) => (ms === null ? "-" : ms < THRESHOLD_MS ? "< 16" : String(ms));

export function interactionsTable(figures: InteractionFigure[]): string {
  return table(
    figures.map((f) => ({
      [`interaction (${CPU_SLOWDOWN}x CPU)`]: f.name,
      runs: f.runs.map(shown).join(" / "),
      "median ms": marked(shown(f.medianMs), f.medianMs === null ? false : f.medianMs <= INTERACTION_TARGET_MS),
      error: f.error,
    })),
  );
}

export const interactionsStep: Step = {
  part: "interactions",
  run: async (context) => {
    if (context.built.publicHolds !== "sample" && !(context.options.skipBuild && hasBuiltSite())) {
      console.log("\n== bench: build of the sample site for the interactions (not timed) ==");
      await buildAgainstSampleApi({ siteUrl: context.siteUrl });
      context.built.publicHolds = "sample";
    }
    console.log(`\n== bench: interaction to next paint (Event Timing), ${CPU_SLOWDOWN}x CPU, target ≤ ${INTERACTION_TARGET_MS} ms ==`);
    context.results.interactions = await benchInteractions({ port: context.options.port + 4, runs: context.options.runs });
  },
};

export const interactionsPart: Part = {
  name: "interactions",
  summary: `time from a tap to the next paint (Event Timing, the basis of INP) for five controls at ${CPU_SLOWDOWN}x CPU, target ≤ ${INTERACTION_TARGET_MS} ms`,
  print: (results) =>
    results.interactions ? [`Interaction to next paint (target ≤ ${INTERACTION_TARGET_MS} ms each)\n${interactionsTable(results.interactions)}`] : [],
  figures: (results) =>
    (results.interactions ?? []).flatMap((f): Array<[string, number]> => (f.medianMs === null ? [] : [[`interaction ${f.name} ms`, f.medianMs]])),
};
