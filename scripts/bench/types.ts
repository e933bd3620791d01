/** The shapes shared by the bench's parts: options, the result file, the run's context. */
import type { LighthouseResults, LegacyLighthouseFigure, Throttling } from "./lighthouse/types";
import type { FinderFigure } from "../bench-finder";
import type { InteractionFigure } from "./parts/interactions";

export type { Throttling };

export interface Options {
  /** The parts to run (--only), in the order of the registry. */
  only: Set<string>;
  throttling: Throttling;
  /** Lighthouse runs (and control probes) per page; the figures are their medians. */
  runs: number;
  /** Audited page kinds (--pages); all when null. */
  pages: Set<string> | null;
  /** Audit the built public/ and the reference's build as they are (--skip-build). */
  skipBuild: boolean;
  count: number;
  port: number;
  compare?: string;
}

export interface BuildFigure {
  name: string;
  stores: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  /** Highest resident memory of the build (the bench, the sample API, gatsby and its workers), MB; null where it cannot be read. */
  peakMemoryMb?: number | null;
  /** Highest resident memory of gatsby and its workers alone, MB. */
  buildMemoryMb?: number | null;
  /** Highest anonymous memory (heaps, without mapped files) of gatsby and its workers, MB. */
  buildAnonMb?: number | null;
}

export interface SearchFigure {
  stores: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What bench/results/<timestamp>.json holds; each part fills its own key. */
export interface Results {
  startedAt: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  search?: SearchFigure[];
  builds?: BuildFigure[];
  /** filesChanged: every file of public/ added, removed or with other bytes (what a deploy by changed file uploads). */
  /** seconds: the median of `runs` rebuilds (one before --runs counted them), between secondsMin and secondsMax. */
  rebuild?: {
    stores: number;
    runs?: number;
    seconds: number;
    secondsMin?: number;
    secondsMax?: number;
    htmlChanged: number;
    htmlTotal: number;
    filesChanged?: number;
    filesTotal?: number;
  } & Pick<BuildFigure, "peakMemoryMb" | "buildMemoryMb" | "buildAnonMb">;
  lighthouse?: LighthouseResults | LegacyLighthouseFigure[];
  finder?: FinderFigure[];
  interactions?: InteractionFigure[];
  /** Files written before the reference page was part of the bench. */
  lighthouseThrottling?: Throttling;
}

/** What a step of the bench gets: the options, the results so far, and what the run left in public/. */
export interface BenchContext {
  options: Options;
  results: Results;
  /** SITE_URL of the builds: the Lighthouse serve port. */
  siteUrl: string;
  /** What public/ holds after the steps so far (a step that builds sets it). */
  built: { publicHolds?: "sample" | "generated" };
  /** The generated store set (data/seed-<count>/), generated on first use. */
  generatedSeed(): string;
}

/** A part of the bench: its name for --only, its table(s) for the log, and its numbers for --compare. */
export interface Part {
  name: string;
  /** One line of help for --help and the README. */
  summary: string;
  print(results: Results): string[];
  figures(results: Results): Array<[string, number]>;
}

/** One step of a part; the registry orders the steps of every part. */
export interface Step {
  part: string;
  run(context: BenchContext): Promise<void>;
}
