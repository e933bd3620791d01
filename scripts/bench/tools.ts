/**
 * The bench's own tools (Lighthouse), kept out of the project's install:
 * bench/tools has its own package.json and lockfile, and the first bench run
 * that needs a tool installs them there with `npm ci`, again whenever the
 * lockfile names another version than the one installed. The tests and CI
 * never load them, so a fresh `npm ci` of the project skips their 170
 * packages (about 15 s of a CI run's install on a 2-core machine).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readJson } from "../seed/json-file";

export const BENCH_TOOLS_DIR = path.resolve(__dirname, "..", "..", "bench", "tools");

export interface BenchToolOptions {
  /** The tools' folder: its package.json and package-lock.json, and node_modules once installed. */
  dir?: string;
  /** Installs the folder's lockfile into its node_modules (`npm ci` there). */
  install?: (dir: string) => void;
}

const npmCi = (dir: string) => {
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
};

/** The file's JSON, or null when there is no such file. */
const jsonIfAny = <T>(file: string): T | null => (fs.existsSync(file) ? (readJson(file) as T) : null);

/** The version of `name` the folder's lockfile names (null if it names none). */
function lockedVersion(dir: string, name: string): string | null {
  const lock = jsonIfAny<{ packages?: Record<string, { version?: string }> }>(path.join(dir, "package-lock.json"));
  return lock?.packages?.[`node_modules/${name}`]?.version ?? null;
}

/** The entry file of `name` as installed in the folder, if the installed version is the locked one. */
function installedEntry(dir: string, name: string, version: string): string | null {
  const packageDir = path.join(dir, "node_modules", name);
  const manifest = jsonIfAny<{ version?: string; main?: string }>(path.join(packageDir, "package.json"));
  if (manifest?.version !== version) return null;
  return path.join(packageDir, manifest.main ?? "index.js");
}

/**
 * The file to import for the bench tool `name`, installing the tools first
 * when it is missing or not the locked version.
 */
export function benchToolEntry(name: string, { dir = BENCH_TOOLS_DIR, install = npmCi }: BenchToolOptions = {}): string {
  const version = lockedVersion(dir, name);
  if (!version) throw new Error(`${name} is not one of the bench's tools: add it to ${path.join(dir, "package.json")} and run npm install there`);
  const entry = installedEntry(dir, name, version);
  if (entry) return entry;
  console.log(`Installing the bench's tools in ${dir} (${name} ${version}), once: npm ci`);
  try {
    install(dir);
  } catch (error) {
    throw new Error(`The bench's tools could not be installed in ${dir} (npm ci there): ${error instanceof Error ? error.message : String(error)}`);
  }
  const installed = installedEntry(dir, name, version);
  if (!installed) throw new Error(`npm ci in ${dir} did not install ${name} ${version}`);
  return installed;
}

/** The bench tool `name`'s module (Lighthouse is an ES module: imported by its file's URL). */
export function importBenchTool(name: string, options?: BenchToolOptions): Promise<unknown> {
  return import(pathToFileURL(benchToolEntry(name, options)).href);
}
