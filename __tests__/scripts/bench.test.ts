import { compareFigures } from "../../scripts/bench/compare";
import { inlineCssBytes } from "../../scripts/lib/page-weight";
import { medians } from "../../scripts/bench/lighthouse/medians";
import { blockingMedians, formatLighthouse, lighthouseFigures, tbtSpread } from "../../scripts/bench/lighthouse/report";
import { probesFor } from "../../scripts/bench/lighthouse/probes";
import { blockingBySource, figuresOf } from "../../scripts/bench/lighthouse/run";
import { evaluateTargets, pageMarks } from "../../scripts/bench/lighthouse/targets";
import type { HeroRun, LighthouseRun, PageResult } from "../../scripts/bench/lighthouse/types";
import { parseArgs } from "../../scripts/bench/options";
import { median } from "../../scripts/bench/stats";
import { marked, table } from "../../scripts/bench/table";
import { interactionsPart, interactionsTable } from "../../scripts/bench/parts/interactions";

const run = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 200,
  cls: 0,
  speedIndexMs: 900,
  totalBytes: 200_000,
  jsBytes: 70_000,
  lcpElement: null,
  lcpElementShifted: null,
  metricErrors: [],
  ...over,
});

const page = (id: string, locale: string, over: Partial<LighthouseRun> = {}, extra: Partial<PageResult> = {}): PageResult => {
  const runs = [run(over)];
  return {
    id,
    locale,
    path: "/",
    runs,
    median: medians(runs),
    lcpElement: null,
    lcpElementShifted: null,
    inlineCssBytes: 1_000,
    firstVisitJsBytes: 60_000,
    probes: [],
    heroes: [],
    controlMs: null,
    ...extra,
  };
};

/** The keys and figures --compare reads from a result file holding `pages` beside the default reference page. */
const compareKeys = (pages: PageResult[], runs: number) =>
  new Map(
    lighthouseFigures({
      startedAt: "",
      machine: { cpus: 2, loadAverage: [], node: "" },
      lighthouse: { throttling: "simulate", runs, reference: page("reference", "-"), pages, targets: [] },
    }),
  );

const hero = (over: Partial<HeroRun> = {}): HeroRun => ({
  lcpElement: "img /media/slides/1.webp",
  lcpIsFirstSlideImage: true,
  replacedAfterPaint: false,
  movedAfterPaintPx: 0,
  rectAtPaint: { x: 0, y: 100, width: 412, height: 410 },
  lcpEntries: 1,
  layoutShift: 0,
  ...over,
});

describe("bench: median and medians", () => {
  it("takes the middle value, the mean of the two middle ones for an even count, and ignores what is not a number", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, NaN, 1])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it("takes each figure's median over the runs; scores measured in one run only come from that run", () => {
    const m = medians([run({ tbtMs: 900, lcpMs: 3000 }), run({ tbtMs: 100, accessibility: null }), run({ tbtMs: 300, accessibility: null, lcpMs: 1000 })]);
    expect(m.tbtMs).toBe(300);
    expect(m.lcpMs).toBe(1200);
    expect(m.accessibility).toBe(100);
  });
});

describe("bench: targets", () => {
  const reference = page("reference", "-", { tbtMs: 200 });

  it("marks each figure against its target, TBT against twice the reference's", () => {
    const ok = pageMarks(page("store", "fr", { performance: 95, tbtMs: 400, lcpMs: 2500, cls: 0.0004 }, { inlineCssBytes: 15 * 1024 }), reference);
    expect(ok).toEqual({ performance: true, tbt: true, lcp: true, cls: true, inlineCss: true });
    const bad = pageMarks(page("store", "fr", { performance: 94, tbtMs: 401, lcpMs: 2501, cls: 0.0006 }, { inlineCssBytes: 15 * 1024 + 1 }), reference);
    expect(bad).toEqual({ performance: false, tbt: false, lcp: false, cls: false, inlineCss: false });
  });

  it("holds the home page to its JavaScript budget and its hero to the first slide's image, not moved nor replaced", () => {
    const home = (extra: Partial<PageResult>) => pageMarks(page("home", "fr", {}, extra), reference);
    expect(home({ firstVisitJsBytes: 100 * 1024, heroes: [hero(), hero({ movedAfterPaintPx: 1 })] })).toMatchObject({ firstVisitJs: true, hero: true });
    expect(home({ firstVisitJsBytes: 100 * 1024 + 1 }).firstVisitJs).toBe(false);
    expect(home({ heroes: [hero(), hero({ movedAfterPaintPx: 412 })] }).hero).toBe(false);
    expect(home({ heroes: [hero({ lcpIsFirstSlideImage: false })] }).hero).toBe(false);
    expect(home({ heroes: [hero({ replacedAfterPaint: true })] }).hero).toBe(false);
    expect(home({ heroes: [] }).hero).toBeUndefined();
  });

  it("leaves a figure Lighthouse could not compute out of its target rather than failing or passing it", () => {
    const marks = pageMarks(page("home", "fr", { performance: NaN, tbtMs: NaN }), reference);
    expect(marks.performance).toBeUndefined();
    expect(marks.tbt).toBeUndefined();
    expect(marks.lcp).toBe(true);
    const targets = evaluateTargets([page("home", "fr", { performance: NaN })], reference);
    expect(targets.find((t) => t.id === "performance")!.pass).toBeNull();
  });

  it("lists each target with the pages that miss it; a target nothing measured is neither held nor missed", () => {
    const pages = [page("home", "fr", { tbtMs: 1000 }, { inlineCssBytes: 46_000 }), page("home", "en"), page("store", "fr", { performance: 70 })];
    const targets = Object.fromEntries(evaluateTargets(pages, reference).map((t) => [t.id, t]));
    expect(targets.tbt).toMatchObject({ pass: false, misses: ["home fr (1000 ms, 5.0 ×)"] });
    expect(targets.performance).toMatchObject({ pass: false, misses: ["store fr (70)"] });
    expect(targets["inline-css"]).toMatchObject({ pass: false, misses: ["home fr (44.9 KB)"] });
    expect(targets.lcp).toMatchObject({ pass: true, misses: [] });
    expect(targets.hero.pass).toBeNull();
  });
});

describe("bench: output", () => {
  it("lays a table out in columns, the first left-aligned, with a rule under the header", () => {
    expect(
      table([
        { page: "home", perf: 97 },
        { page: "reference", perf: 100 },
      ]).split("\n"),
    ).toEqual(["page       perf", "---------  ----", "home         97", "reference   100"]);
    expect(
      table([
        { page: "home", perf: marked("97", false) },
        { page: "reference", perf: marked("100", undefined) },
      ])
        .split("\n")
        .slice(2),
    ).toEqual(["home        97 ✗", "reference  100"]);
  });

  it("prints the reference first, every page with its markers, the targets, and the LCP elements", () => {
    const reference = page("reference", "-");
    const probe = { control: "carousel pause button pauses it", fcpMs: 900, workedMs: 5000, controlMs: 4100, attempts: 9, blockedSubmits: 0, navigated: false };
    const home = page(
      "home",
      "fr",
      { tbtMs: 900, lcpElement: { selector: "div.swiper > img", snippet: '<img src="/a.webp">', label: "" } },
      { heroes: [hero()], probes: [probe, { ...probe, controlMs: null, error: "did not work within 45 s" }], controlMs: 4100 },
    );
    home.lcpElement = home.runs[0].lcpElement;
    const text = formatLighthouse({ throttling: "simulate", runs: 1, reference, pages: [home], targets: evaluateTargets([home], reference) }).join("\n");
    const lines = text.split("\n");
    expect(lines.findIndex((l) => l.startsWith("reference"))).toBeLessThan(lines.findIndex((l) => l.startsWith("home ")));
    expect(text).toMatch(/home\s+fr\s+96 ✓\s+900\s+4\.5 ✗/);
    expect(text).toContain("✗ TBT ≤ 2 × reference (400 ms): misses: home fr (900 ms, 4.5 ×)");
    expect(text).toContain('home fr        div.swiper > img  <img src="/a.webp">');
    expect(text).toContain("home fr: first slide image in 1/1 loads, moved up to 0 px after paint");
    expect(text).toContain("home fr        carousel pause button pauses it: 4.10 s (failed (did not work within 45 s) in 1/2 loads)");
  });

  it("shows how far apart a page's runs landed in TBT, and nothing for a single run", () => {
    const single = page("home", "fr");
    const runs = [run({ tbtMs: 480 }), run({ tbtMs: 206 }), run({ tbtMs: NaN }), run({ tbtMs: 313 })];
    expect(tbtSpread(single)).toBe("-");
    expect(tbtSpread({ ...single, runs })).toBe("206–480");
    const text = formatLighthouse({ throttling: "simulate", runs: 4, reference: page("reference", "-"), pages: [{ ...single, runs }], targets: [] }).join("\n");
    expect(text).toMatch(/home\s+fr\s+96 ✓\s+200\s+1\.0 ✓\s+206–480/);
  });

  it("sums each source's blocking time between first paint and interactive as TBT does, and prints the medians", () => {
    const audit = (id: string, numericValue: number) => ({ id, score: 1, numericValue });
    const lhr = (tasks: Array<{ url: string; startTime: number; duration: number }>) => ({
      categories: {},
      audits: {
        "first-contentful-paint": audit("first-contentful-paint", 800),
        interactive: audit("interactive", 3000),
        "long-tasks": { id: "long-tasks", score: 1, details: { type: "table", items: tasks } },
      },
    });
    const doc = "http://127.0.0.1:9000/blog/";
    const measured = blockingBySource(
      lhr([
        { url: "Unattributable", startTime: 600, duration: 230 }, // 30 ms after the first paint: under the threshold
        { url: doc, startTime: 700, duration: 250 }, // 150 ms after it: 100 ms block
        { url: `${doc}?key=Laval`, startTime: 1000, duration: 80 },
        { url: "http://127.0.0.1:9000/app-1a2b.js", startTime: 2000, duration: 160 },
        { url: "http://127.0.0.1:9000/component---x-9f.js", startTime: 2950, duration: 200 }, // 50 ms before interactive: none
        { url: "Unattributable", startTime: 2200, duration: 75 },
      ]),
    );
    expect(measured).toEqual({ document: 100 + 30, scripts: 110, other: 25 });
    expect(blockingBySource({ categories: {}, audits: {} })).toEqual({ document: NaN, scripts: NaN, other: NaN });

    const runs = [
      run({ tbtMs: 300, blockingBySource: { document: 130, scripts: 110, other: 25 } }),
      run({ tbtMs: 500, blockingBySource: { document: 250, scripts: 200, other: 0 } }),
      run({ tbtMs: 400, blockingBySource: { document: 90, scripts: 300, other: 60 } }),
      run({ tbtMs: 900 }), // a result file written before the breakdown
    ];
    const blog = { ...page("blog", "fr"), runs, median: medians(runs) };
    expect(blockingMedians(blog)).toEqual({ document: 130, scripts: 200, other: 25 });
    expect(blockingMedians(page("blog", "en"))).toBeNull();
    const text = formatLighthouse({ throttling: "simulate", runs: 4, reference: page("reference", "-"), pages: [blog], targets: [] }).join("\n");
    expect(text).toContain("Blocking time by source");
    expect(text).toMatch(/blog\s+fr\s+130\s+200\s+25\s+450/);
    const keys = compareKeys([blog], 4);
    expect(keys.get("lighthouse blog fr blockingDocumentMs")).toBe(130);
    expect(keys.get("lighthouse blog fr blockingScriptsMs")).toBe(200);
    expect(keys.has("lighthouse reference blockingDocumentMs")).toBe(false);
  });

  it("gives --compare the same keys for a result file written before the reference page", () => {
    const now = page("store", "fr", { tbtMs: 900 });
    const keys = compareKeys([now], 1);
    expect(keys.get("lighthouse store fr tbtMs")).toBe(900);
    expect(keys.get("lighthouse reference tbtMs")).toBe(200);
    const legacy = { page: "store-details", locale: "fr", path: "/", performance: 70, lcpMs: 1, tbtMs: 1200, cls: 0, totalBytes: 1, jsBytes: 1 };
    const old = new Map(lighthouseFigures({ startedAt: "", machine: { cpus: 2, loadAverage: [], node: "" }, lighthouse: [legacy] }));
    expect(old.get("lighthouse store fr tbtMs")).toBe(1200);
  });

  it("compares the figures two runs share, with the change in per cent", () => {
    expect(
      compareFigures(
        [
          ["a", 200],
          ["b", 0],
          ["gone", 1],
        ],
        [
          ["a", 150],
          ["b", 0],
          ["new", 3],
        ],
      ),
    ).toEqual([
      { figure: "a", before: 200, now: 150, change: "-25.0 %" },
      { figure: "b", before: 0, now: 0, change: "0 %" },
    ]);
  });
});

describe("bench: page facts and Lighthouse results", () => {
  it("counts the bytes of every <style> of the HTML, not the rest", () => {
    expect(inlineCssBytes('<head><style data-x="1">a{color:red}</style><link rel="stylesheet" href="/s.css"><style>é{}</style></head>')).toBe(12 + 4);
    expect(inlineCssBytes("<p>no style</p>")).toBe(0);
  });

  it("reads the figures, the LCP element and whether it shifted from Lighthouse's JSON", () => {
    const node = (path: string, selector: string) => ({ type: "node", path, selector, snippet: `<${selector}>`, nodeLabel: selector });
    const lhr = {
      categories: { performance: { score: 0.72 }, accessibility: { score: 1 } },
      audits: {
        "largest-contentful-paint": { id: "largest-contentful-paint", score: 0.2, numericValue: 3456.7 },
        "total-blocking-time": { id: "total-blocking-time", score: 0.1, numericValue: 1200.2 },
        "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0.00001 },
        "largest-contentful-paint-element": {
          id: "largest-contentful-paint-element",
          score: 0,
          details: {
            type: "list",
            items: [
              { type: "table", items: [{ node: node("1,HTML,1,BODY,0,DIV,3,IMG", "img") }] },
              { type: "table", items: [{ phase: "TTFB" }] },
            ],
          },
        },
        "layout-shifts": { id: "layout-shifts", score: 0, details: { type: "table", items: [{ node: node("1,HTML,1,BODY,0,DIV", "div") }] } },
      },
    };
    const figures = figuresOf(lhr);
    expect(figures).toMatchObject({ performance: 72, accessibility: 100, seo: null, lcpMs: 3457, tbtMs: 1200, cls: 0 });
    expect(figures.lcpElement).toEqual({ selector: "img", snippet: "<img>", label: "img" });
    expect(figures.lcpElementShifted).toBe(true);
    expect(figures.metricErrors).toEqual([]);
  });

  it("gives NaN for a metric Lighthouse could not compute, with its error code", () => {
    const figures = figuresOf({
      categories: { performance: { score: null } },
      audits: {
        "total-blocking-time": { id: "total-blocking-time", score: null, errorMessage: "Your page took too long to load. (NO_TTI_CPU_IDLE_PERIOD)" },
        "largest-contentful-paint": { id: "largest-contentful-paint", score: 1, numericValue: 1500 },
      },
    });
    expect(figures.performance).toBeNaN();
    expect(figures.tbtMs).toBeNaN();
    expect(figures.lcpMs).toBe(1500);
    expect(figures.metricErrors).toEqual(["total-blocking-time: NO_TTI_CPU_IDLE_PERIOD"]);
    expect(medians([run({ tbtMs: NaN }), run({ tbtMs: 300 })]).tbtMs).toBe(300);
  });
});

describe("bench: control probes", () => {
  it("names each kind's controls with the page's own labels, in each language, the header menu last", () => {
    for (const locale of ["fr", "en"]) {
      for (const kind of ["home", "locations", "store", "service", "blog", "post"]) {
        const { candidates } = probesFor(kind, locale);
        expect(candidates[candidates.length - 1].control).toBe('header button[aria-controls="main-nav"]');
      }
    }
    expect(probesFor("home", "fr").candidates[0].control).toBe('section[aria-label="Nos nouvelles"] button[data-playing]');
    expect(probesFor("home", "en").candidates[0].worked).toEqual({ kind: "attribute", name: "aria-label", to: "Play the carousel" });
    expect(probesFor("store", "fr").candidates[0].text).toBe("Voir les offres");
    expect(probesFor("locations", "en").followSubmit).toBe(true);
  });
});

describe("bench: command line", () => {
  const limits = { parts: ["search", "lighthouse"], pages: ["home", "store"] };

  it("defaults to every part, every page, 3 runs and simulated throttling", () => {
    expect(parseArgs([], limits)).toMatchObject({ throttling: "simulate", runs: 3, pages: null, skipBuild: false, port: 9221 });
    expect([...parseArgs([], limits).only]).toEqual(["search", "lighthouse"]);
  });

  it("takes the quick audit's options and refuses what it does not know", () => {
    const o = parseArgs(["--only", "lighthouse", "--skip-build", "--pages", "home", "--runs", "1", "--throttling", "devtools"], limits);
    expect(o).toMatchObject({ skipBuild: true, runs: 1, throttling: "devtools" });
    expect([...o.pages!]).toEqual(["home"]);
    expect(() => parseArgs(["--pages", "basket"], limits)).toThrow('Unknown page "basket" (pages: home, store)');
    expect(() => parseArgs(["--runs", "0"], limits)).toThrow("--runs");
    expect(() => parseArgs(["--runs"], limits)).toThrow("--runs needs a value");
    expect(() => parseArgs(["--fast"], limits)).toThrow("Unknown option --fast");
  });
});

describe("bench: interactions", () => {
  const figures = [
    { name: "open the estimate dialog (store page)", path: "/x/", runs: [120, 232, 180], medianMs: 180 },
    { name: "the carousel's pause (home)", path: "/", runs: [15, 15, 24], medianMs: 15 },
    { name: "the favourite star (store page)", path: "/x/", runs: [260, null, 240], medianMs: 250, error: "timeout" },
  ];

  it("prints each interaction's runs and median against the 200 ms target, those under Event Timing's 16 ms as such", () => {
    const lines = interactionsTable(figures).split("\n");
    expect(lines[2]).toMatch(/120 \/ 232 \/ 180 +180 ✓/);
    expect(lines[3]).toMatch(/< 16 \/ < 16 \/ 24 +< 16 ✓/);
    expect(lines[4]).toMatch(/260 \/ - \/ 240 +250 ✗ +timeout/);
  });

  it("gives --compare one figure per measured interaction", () => {
    expect(interactionsPart.figures({ startedAt: "", machine: { cpus: 2, loadAverage: [], node: "" }, interactions: figures })).toEqual([
      ["interaction open the estimate dialog (store page) ms", 180],
      ["interaction the carousel's pause (home) ms", 15],
      ["interaction the favourite star (store page) ms", 250],
    ]);
  });
});
