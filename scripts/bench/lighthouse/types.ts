/** The figures of the Lighthouse part, as written to the result file. */
/** Lighthouse's throttling method: applied by the browser (devtools) or simulated from an unthrottled run. */
export type Throttling = "devtools" | "simulate";

/** The largest-contentful-paint element as Lighthouse names it. */
export interface LcpElement {
  selector: string;
  snippet: string;
  label: string;
}

/**
 * Where a run's blocking time came from, by the task's source in Lighthouse's
 * long-tasks audit: the page's document (parsing its HTML, style and layout),
 * its scripts, and what Lighthouse could not attribute (ms, after first
 * contentful paint and before interactive, as TBT counts).
 */
export interface BlockingBySource {
  document: number;
  scripts: number;
  other: number;
}

/** One Lighthouse run of one page (NaN, written null, for a figure it could not compute). */
export interface LighthouseRun {
  performance: number;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every byte the page loaded, as the server sent it. */
  totalBytes: number;
  jsBytes: number;
  lcpElement: LcpElement | null;
  /** Whether Lighthouse's layout-shifts audit names the LCP element (or an element holding it). */
  lcpElementShifted: boolean | null;
  /** Metrics Lighthouse could not compute in this run, with its error code; their figures are NaN. */
  metricErrors: string[];
  /** Absent from result files written before it was measured. */
  blockingBySource?: BlockingBySource;
}

/** The medians of a page's runs (each figure its own median over the runs that have it; NaN when none has). */
export type MedianFigures = Omit<LighthouseRun, "lcpElement" | "lcpElementShifted" | "metricErrors" | "blockingBySource">;

/** The home page's hero, seen from inside the page in the throttled browser. */
export interface HeroRun {
  /** The LCP element, described ("img …/slide-1.jpg"). */
  lcpElement: string | null;
  /** The LCP element is the first slide's image of the static HTML. */
  lcpIsFirstSlideImage: boolean;
  /** The LCP element left the document after its paint (replaced by another). */
  replacedAfterPaint: boolean;
  /** How far the LCP element's box moved after it was painted (largest change of x, y, width or height, CSS px). */
  movedAfterPaintPx: number;
  /** Its box when it was painted (CSS px). */
  rectAtPaint: { x: number; y: number; width: number; height: number } | null;
  /** Largest-contentful-paint entries the page emitted. */
  lcpEntries: number;
  /** Sum of the layout-shift entries without recent input. */
  layoutShift: number;
}

/** One load of a page in the throttled browser: when its control first worked. */
export interface ProbeRun {
  /** The control that was tried (the probe table's description). */
  control: string;
  fcpMs: number | null;
  /** From navigation start to the first moment the control's effect showed. */
  workedMs: number | null;
  /** From first contentful paint to working controls. */
  controlMs: number | null;
  /** Clicks (or searches) sent until it worked. */
  attempts: number;
  /** A click before the page ran submitted its form natively (the submission was stopped, as it loses what was typed). */
  blockedSubmits: number;
  /** The control worked through a page load (a form's plain-HTML fallback). */
  navigated: boolean;
  error?: string;
}

export interface PageResult {
  /** Page kind (home, locations, …) or "reference". */
  id: string;
  locale: string;
  path: string;
  runs: LighthouseRun[];
  median: MedianFigures;
  /** From the run whose performance score is the median. */
  lcpElement: LcpElement | null;
  lcpElementShifted: boolean | null;
  /** The <style> content of the HTML, bytes. */
  inlineCssBytes: number;
  /** JavaScript of a first visit, gzip (scripts/lib/page-weight.ts, as the CI budgets count it). */
  firstVisitJsBytes: number;
  probes: ProbeRun[];
  /** Home: the hero seen from inside the page, one per load without input (the LCP API stops at the first input). */
  heroes: HeroRun[];
  /** Median time from first contentful paint to working controls, over the probes that worked. */
  controlMs: number | null;
}

export interface TargetResult {
  id: string;
  label: string;
  /** null: not measured in this run. */
  pass: boolean | null;
  /** The pages that miss it, with their figure. */
  misses: string[];
}

export interface LighthouseResults {
  throttling: Throttling;
  runs: number;
  reference: PageResult;
  pages: PageResult[];
  targets: TargetResult[];
}

/** A result file's Lighthouse figures before the reference page (for --compare). */
export interface LegacyLighthouseFigure {
  page: string;
  locale: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
}
