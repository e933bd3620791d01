/**
 * `.ci/run`'s first figure: how fast this machine runs a fixed piece of work
 * right now, so that a CI run's stage times can be compared with another
 * run's. The same virtual machine has taken 30 % more processor time for the
 * same stage from one hour to the next; a stage that took longer on a slower
 * hour is the machine, one that took longer at the same speed is the code.
 *
 * Two figures, each the processor time of a fixed piece of work on one core:
 * - parsing the project's TypeScript (TypeScript's parser, every file of
 *   src/, several times), what the quick checks and the build mostly do;
 * - writing to memory the process has just been given (256 MB, once): on
 *   this virtual machine a page's first write is dear (about 3 ms a megabyte
 *   on 2026-12-04), and Jest's workers, Gatsby and Chromium's renderers take
 *   fresh memory all the time. That day the same commit's CI run took 40 to
 *   60 % more processor time than the day before, at the same parsing
 *   figure. The second figure is printed to tell whether such an hour is
 *   one of dear memory (docs/testing.md, the stages of CI).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROUNDS = 8;

/** This process's processor seconds (user and system) since `started`, to two decimals. */
function processorSince(started: NodeJS.CpuUsage): string {
  const used = process.cpuUsage(started);
  return ((used.user + used.system) / 1e6).toFixed(2);
}

const SRC = path.resolve(__dirname, "..", "src");

const files = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ name: file, text: fs.readFileSync(path.join(SRC, file), "utf8") }));

const started = process.cpuUsage();
let statements = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const file of files) {
    const kind = file.name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    statements += ts.createSourceFile(file.name, file.text, ts.ScriptTarget.ES2022, true, kind).statements.length;
  }
}
console.log(
  `Machine speed: src/ (${files.length} files, ${statements / ROUNDS} statements) parsed ${ROUNDS} times in ${processorSince(started)} s of processor`,
);

const MEMORY_MB = 256;
const touchStarted = process.cpuUsage();
// allocUnsafeSlow: memory of its own, not from Node's pool; fill writes every page of it.
Buffer.allocUnsafeSlow(MEMORY_MB * 1024 * 1024).fill(1);
console.log(`Machine speed: ${MEMORY_MB} MB of fresh memory written in ${processorSince(touchStarted)} s of processor`);
