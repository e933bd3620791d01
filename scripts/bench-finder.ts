/**
 * The finder's speed as a visitor feels it: from pressing "Find" to the first
 * result painted, in Chromium, on the built site served with the sample API
 * on this machine; then the same with the API down, when the index built
 * into the site answers.
 *
 *   npx tsx scripts/bench-finder.ts [--port 9222] [--runs 7] [--json]
 *
 * Measured in the page: the clock starts in the click listener of the Find
 * button and stops two animation frames after the first result card is in
 * the DOM (the frame it is painted in has then been produced). The first
 * search of a page also loads the API client (or the built index): it is
 * reported apart ("cold"); the median is over the next searches of the same
 * page ("warm"), each for another place. Figures, never a pass or fail: they
 * depend on the machine's load. `npm run bench -- --only finder` runs it too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { hasBuiltSite, ROOT, startSampleServer } from "./lib/sample-site";

export interface FinderFigure {
  source: "api" | "built index";
  coldMs: number;
  medianMs: number;
  maxMs: number;
  runs: number;
}

const PLACES = ["H2X 1Y4", "Trois-Rivières", "Sherbrooke", "G1R 4P5", "Gatineau", "Rimouski", "Laval", "J4K 2T5", "Saguenay", "Drummondville"];
const ARGS = ["--headless", ...CHROMIUM_FLAGS];

/** One search from the page's search box: ms from the click on Find to the first result painted. */
async function timeSearch(page: Page, place: string): Promise<number> {
  await page.getByRole("textbox", { name: "Code postal, ville ou adresse" }).fill(place);
  const measured = page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>("form[role=search] button[type=submit]");
        if (!button) return reject(new Error("no Find button"));
        const before = document.querySelector("#finder-title")?.textContent ?? "";
        let started = 0;
        button.addEventListener("click", () => (started = performance.now()), { capture: true, once: true });
        // No named function in here: tsx names them through a helper the page does not have.
        const observer = new MutationObserver(() => {
          // A new result list: the title names the new place and a card is in the list.
          const title = document.querySelector("#finder-title")?.textContent ?? "";
          if (!started || title === before || !document.querySelector("ol[aria-label] li article")) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error("no result within 15 s")), 15_000);
      }),
  );
  await page.getByRole("button", { name: "Trouver", exact: true }).click();
  return measured;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Both figures, against a site already built in public/. */
export async function benchFinder(options: { port?: number; runs?: number } = {}): Promise<FinderFigure[]> {
  if (!hasBuiltSite()) throw new Error("No built site in public/: npm run build:sample first.");
  const runs = Math.max(2, Math.min(options.runs ?? 7, PLACES.length));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-finder-"));
  const server = await startSampleServer({ port: options.port ?? 9222, dataDir, publicDir: path.join(ROOT, "public"), quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  const figures: FinderFigure[] = [];
  try {
    for (const source of ["api", "built index"] as const) {
      const context = await browser.newContext({ baseURL: server.origin });
      const page = await context.newPage();
      if (source === "built index") await page.route("**/api/stores/search**", (route) => route.abort("connectionrefused"));
      await page.goto("/emplacement/");
      await page.locator("form[role=search][data-ready]").first().waitFor();
      const times: number[] = [];
      for (const place of PLACES.slice(0, runs)) times.push(await timeSearch(page, place));
      await context.close();
      const [cold, ...warm] = times;
      const round = (n: number) => Math.round(n * 10) / 10;
      figures.push({ source, coldMs: round(cold), medianMs: round(median(warm)), maxMs: round(Math.max(...warm)), runs: warm.length });
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** The figures as a table, with the targets. */
export function finderTable(figures: FinderFigure[]): string {
  const target = { api: "≤ 150 ms", "built index": "≤ 50 ms" } as const;
  const rows = figures.map((f) => [f.source, `${f.coldMs}`, `${f.medianMs}`, `${f.maxMs}`, String(f.runs), target[f.source]]);
  const head = ["Find → first result painted", "cold ms", "median ms", "max ms", "runs", "target"];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => r.map((c, i) => c.padStart(width[i])).join("  ")).join("\n");
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const value = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  benchFinder({ port: Number(value("--port") ?? 9222), runs: Number(value("--runs") ?? 7) })
    .then((figures) => console.log(argv.includes("--json") ? JSON.stringify(figures) : finderTable(figures)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
