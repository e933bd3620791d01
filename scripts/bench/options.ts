/** The command line of `npm run bench` (README: Benchmark and budgets). */
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

const KNOWN = new Set(["--only", "--pages", "--runs", "--throttling", "--skip-build", "--count", "--port", "--compare"]);

export function parseArgs(argv: readonly string[], limits: OptionLimits): Options {
  for (const arg of argv) if (arg.startsWith("--") && !KNOWN.has(arg)) throw new Error(`Unknown option ${arg}`);
  const only = list(value(argv, "--only"), limits.parts, "part") ?? [...limits.parts];
  const pages = list(value(argv, "--pages"), limits.pages, "page");
  const throttling = (value(argv, "--throttling") ?? "simulate") as Throttling;
  if (throttling !== "devtools" && throttling !== "simulate") throw new Error(`Unknown throttling "${throttling}" (simulate or devtools)`);
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
