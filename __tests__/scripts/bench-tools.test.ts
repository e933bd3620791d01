/**
 * The bench's tools (scripts/bench/tools.ts): installed into their own folder
 * only when a bench run needs them, and again when the lockfile names another
 * version. Here in folders of the OS temp dir, with an install that writes a
 * package where npm ci would (no network).
 */
import fs from "node:fs";
import path from "node:path";
import { BENCH_TOOLS_DIR, benchToolEntry } from "../../scripts/bench/tools";
import { tempDir } from "../support/temp-dirs";

/** A tools folder whose lockfile names `tool` at `version`, with `installed` (a version) already in node_modules, or nothing. */
function toolsDir(version: string, installed?: string): string {
  const dir = tempDir("uniglass-bench-tools");
  fs.writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ packages: { "": {}, "node_modules/tool": { version } } }));
  if (installed) put(dir, installed);
  return dir;
}

/** What npm ci leaves in node_modules for the package "tool" at `version`. */
function put(dir: string, version: string): void {
  const packageDir = path.join(dir, "node_modules", "tool");
  fs.mkdirSync(path.join(packageDir, "core"), { recursive: true });
  fs.writeFileSync(path.join(packageDir, "package.json"), JSON.stringify({ name: "tool", version, main: "./core/index.js" }));
  fs.writeFileSync(path.join(packageDir, "core", "index.js"), "module.exports = 1;\n");
}

const entry = (dir: string) => path.join(dir, "node_modules", "tool", "core", "index.js");

describe("the bench's tools", () => {
  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("uses the installed package when it is the locked version, without installing", () => {
    const dir = toolsDir("12.8.2", "12.8.2");
    const install = jest.fn();
    expect(benchToolEntry("tool", { dir, install })).toBe(entry(dir));
    expect(install).not.toHaveBeenCalled();
  });

  it("installs the tools when the package is missing, then gives its entry file", () => {
    const dir = toolsDir("12.8.2");
    const install = jest.fn((where: string) => put(where, "12.8.2"));
    expect(benchToolEntry("tool", { dir, install })).toBe(entry(dir));
    expect(install).toHaveBeenCalledTimes(1);
    expect(install).toHaveBeenCalledWith(dir);
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining("tool 12.8.2"));
  });

  it("installs again when the lockfile names another version than the one installed", () => {
    const dir = toolsDir("12.9.0", "12.8.2");
    const install = jest.fn((where: string) => put(where, "12.9.0"));
    expect(benchToolEntry("tool", { dir, install })).toBe(entry(dir));
    expect(install).toHaveBeenCalledTimes(1);
  });

  it("says so when the install fails or leaves the package out, and when the tool is not one of them", () => {
    const dir = toolsDir("12.8.2");
    expect(() =>
      benchToolEntry("tool", {
        dir,
        install: () => {
          throw new Error("npm error network");
        },
      }),
    ).toThrow(/could not be installed in .*npm error network/);
    expect(() => benchToolEntry("tool", { dir, install: () => {} })).toThrow("did not install tool 12.8.2");
    expect(() => benchToolEntry("other", { dir, install: jest.fn() })).toThrow("other is not one of the bench's tools");
  });

  it("locks the Lighthouse its package.json pins, kept out of the project's own dependencies", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(BENCH_TOOLS_DIR, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const lock = JSON.parse(fs.readFileSync(path.join(BENCH_TOOLS_DIR, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>;
    };
    expect(lock.packages["node_modules/lighthouse"]?.version).toBe(manifest.dependencies.lighthouse);
    const project = JSON.parse(fs.readFileSync(path.join(BENCH_TOOLS_DIR, "..", "..", "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect({ ...project.dependencies, ...project.devDependencies }).not.toHaveProperty("lighthouse");
  });
});
