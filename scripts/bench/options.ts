/** The command line of `npm run bench` (docs/performance.md). */
import type { Options, Throttling } from "./types";

export interface OptionLimits {
  parts: readonly string[];
  pages: readonly string[];
}

function value(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const next = argv[i + 1];
  if (next === undefined || next.startsWith("--")) throw new Error(`${name} needs a value`);
  return next;
}

function list(raw: string | undefined, allowed: readonly string[], what: string): string[] | undefined {
  if (raw === undefined) return undefined;
  const items = raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  for (const item of items) if (!allowed.includes(item)) throw new Error(`Unknown ${what} "${item}" (${what}s: ${allowed.join(", ")})`);
  if (items.length === 0) throw new Error(`No ${what} given`);
  return items;
}

function positiveInteger(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} wants a whole number of at least 1, not "${raw}"`);
  return n;
}

const KNOWN = new Set(["--help", "--only", "--pages", "--runs", "--throttling", "--skip-build", "--count", "--port", "--compare"]);

/** What --help prints. */
export function usage(parts: ReadonlyArray<{ name: string; summary: string }>, pages: readonly string[]): string {
  return [
    "npm run bench -- [options]   (docs/performance.md)",
    "",
    `  --only <parts>         parts to run, comma-separated (default: all): ${parts.map((p) => p.name).join(", ")}`,
    `  --pages <kinds>        audited page kinds, comma-separated (default: all): ${pages.join(", ")}`,
    "  --runs <n>             Lighthouse runs and control probes per page, and cached rebuilds; figures are medians (default 3)",
    "  --throttling <method>  simulate (Lighthouse's default, as PageSpeed Insights) or devtools (applied); default simulate",
    "  --skip-build           audit public/ and the reference page as built (the reference is built once if missing)",
    "  --count <n>            stores of the generated set for search, builds, rebuild (default 2000)",
    "  --port <port>          serve port of the site (default 9221); the reference page is served on the next one",
    "  --compare <file>       an earlier bench/results/*.json: each shared figure before, now and the change",
    "",
    "Parts:",
    ...parts.map((p) => `  ${p.name.padEnd(11)} ${p.summary}`),
  ].join("\n");
}

export function parseArgs(argv: readonly string[], limits: OptionLimits): Options {
  for (const arg of argv) if (arg.startsWith("--") && !KNOWN.has(arg)) throw new Error(`Unknown option ${arg}`);
  const only = list(value(argv, "--only"), limits.parts, "part") ?? [...limits.parts];
  const pages = list(value(argv, "--pages"), limits.pages, "page");
  const throttling = (value(argv, "--throttling") ?? "simulate") as Throttling;
  if (throttling !== "devtools" && throttling !== "simulate") throw new Error(`Unknown throttling "${throttling as string}" (simulate or devtools)`);
  const port = positiveInteger(value(argv, "--port"), "--port", 9221);
  if (port > 65534) throw new Error("--port wants a port below 65535 (the reference page is served on the next one)");
  return {
    only: new Set(only),
    throttling,
    runs: positiveInteger(value(argv, "--runs"), "--runs", 3),
    pages: pages ? new Set(pages) : null,
    skipBuild: argv.includes("--skip-build"),
    count: positiveInteger(value(argv, "--count"), "--count", 2000),
    port,
    compare: value(argv, "--compare"),
  };
}
