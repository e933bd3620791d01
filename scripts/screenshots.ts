/**
 * Full-page screenshots of the pages a visitor judges the site by (home, a
 * store with offers, a service, the promotions), in both languages, at a
 * phone's width and a laptop's, from the built site served with the sample
 * API: what a review of the sample media and layout looks at.
 *
 *   npm run screenshots                      # builds nothing: serves public/ as it is (on the port it was built for), writes screenshots/
 *   npm run screenshots -- --out /tmp/shots --widths 390,1280
 *
 * Each page is shown once its scripts ran and its images loaded, with reduced
 * motion (the hero's autoplay stays paused, so every run shows the first slide).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { hasBuiltSite, ROOT, startSampleServer } from "./lib/sample-site";
import { auditedPages, type PageKind } from "./bench/lighthouse/pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

const KINDS: PageKind[] = [
  { id: "home", route: "index" },
  { id: "store", route: "store-details", mustContain: (locale) => (locale === "fr" ? "Voir les offres" : "View offers") },
  { id: "service", route: "service-details" },
  { id: "promotions", route: "promotions" },
];

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main(): Promise<void> {
  const publicDir = path.join(ROOT, "public");
  if (!hasBuiltSite(publicDir)) throw new Error("No built site in public/: run `npm run build:sample` (or `npm start`) first");
  const out = path.resolve(option("out", path.join(ROOT, "screenshots")));
  const widths = option("widths", "390,1280").split(",").map(Number);
  fs.mkdirSync(out, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-shots-"));
  // Served on the port the build was made for: its pages name their images with the site's origin.
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))?.[1];
  const port = Number(new URL(canonical ?? "http://localhost:9000/").port || 80);
  const server = await startSampleServer({ port, dataDir, publicDir, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const page of auditedPages(publicDir, KINDS)) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
        const tab = await context.newPage();
        await tab.goto(`${server.origin}${page.path}`, { waitUntil: "load" });
        await tab.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
        // Lazy images load as they come into view: scroll through the page, then wait for them (5 s at most).
        await tab.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
          const decoded = Promise.all(Array.from(document.images, (img) => img.decode().catch(() => null)));
          await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
        });
        await tab.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
        const file = path.join(out, `${page.id}-${page.locale}-${width}.png`);
        await tab.screenshot({ path: file, fullPage: true });
        console.log(`${page.path} at ${width} px: ${path.relative(ROOT, file)}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
