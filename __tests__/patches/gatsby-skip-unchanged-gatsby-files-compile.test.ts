/**
 * Gatsby compiles gatsby-node, gatsby-config and what they import with Parcel
 * at every build; patches/gatsby+5.16.1+006+skip-unchanged-gatsby-files-compile.patch
 * keeps the last compilation when none of its inputs changed. In a small site of its own (a child process
 * runs Gatsby's compile step, as `gatsby build` does): the output is kept
 * when nothing changed, and compiled again when an imported file, an entry or
 * the site's tsconfig changes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(120_000);

const COMPILE = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist", "utils", "parcel", "compile-gatsby-files.js");

let site: string;
beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-compile-"));
  // Parcel resolves packages from the site's node_modules: the project's own.
  fs.symlinkSync(path.resolve(__dirname, "..", "..", "node_modules"), path.join(site, "node_modules"), "dir");
  fs.writeFileSync(path.join(site, "package.json"), JSON.stringify({ name: "compile-skip", private: true }));
  fs.writeFileSync(path.join(site, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true } }));
  fs.mkdirSync(path.join(site, "lib"));
  fs.writeFileSync(path.join(site, "lib", "value.ts"), `export const value: string = "first";\n`);
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), `import { value } from "./lib/value";\nexport const answer = (): string => value;\n`);
});
afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(`${site}-compile.js`, { force: true });
});

const compiled = (...parts: string[]) => path.join(site, ".cache", "compiled", ...parts);

/** Runs the compile step; the compiled gatsby-node's answer and whether the file was written again. */
function compile(): { answer: string; written: boolean } {
  // Parcel's own cache is not what this tests, and with it a compilation after a change takes twice as long as
  // one without (about 19 s against 9 here): each compilation starts without it.
  fs.rmSync(path.join(site, ".cache", ".parcel-cache"), { recursive: true, force: true });
  const before = fs.existsSync(compiled("gatsby-node.js")) ? fs.statSync(compiled("gatsby-node.js")).mtimeMs : null;
  // A script file, not `node -e`: Gatsby's worker process inherits the parent's -e and would run it too.
  const script = path.join(site, "..", `${path.basename(site)}-compile.js`);
  fs.writeFileSync(
    script,
    `require(${JSON.stringify(COMPILE)}).compileGatsbyFiles(${JSON.stringify(site)}).then(() => {
      process.stdout.write(require(${JSON.stringify(compiled("gatsby-node.js"))}).answer());
    })`,
  );
  const answer = execFileSync(process.execPath, [script], {
    cwd: site,
    // PARCEL_WORKERS=0: Parcel compiles in Gatsby's compile process instead of starting a worker of its
    // own each time (two files take it no longer; the test compiles a dozen times).
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production", PARCEL_WORKERS: "0" },
    encoding: "utf8",
  });
  const after = fs.statSync(compiled("gatsby-node.js")).mtimeMs;
  return { answer, written: after !== before };
}

test("the first build compiles; the next keeps that output while nothing changed", () => {
  expect(compile()).toEqual({ answer: "first", written: true });
  expect(compile()).toEqual({ answer: "first", written: false });
});

test("a change in a file gatsby-node imports compiles again", () => {
  fs.writeFileSync(path.join(site, "lib", "value.ts"), `export const value: string = "second";\n`);
  expect(compile()).toEqual({ answer: "second", written: true });
  expect(compile()).toEqual({ answer: "second", written: false });
});

test("a new entry (a local plugin's gatsby-node) compiles again and is compiled", () => {
  fs.mkdirSync(path.join(site, "plugins", "local"), { recursive: true });
  fs.writeFileSync(path.join(site, "plugins", "local", "gatsby-node.ts"), `export const plugin = (): number => 1;\n`);
  expect(compile().written).toBe(true);
  expect(fs.existsSync(compiled("plugins", "local", "gatsby-node.js"))).toBe(true);
});

test("a changed tsconfig compiles again; an emptied output folder too", () => {
  fs.writeFileSync(path.join(site, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: false } }));
  expect(compile().written).toBe(true);
  fs.rmSync(compiled("gatsby-node.js"));
  expect(compile()).toEqual({ answer: "second", written: true });
});
