/**
 * `.ci/run`'s first figure: how fast this machine runs a fixed piece of work
 * right now, so that a CI run's stage times can be compared with another
 * run's. The same virtual machine has taken 30 % more processor time for the
 * same stage from one hour to the next; a stage that took longer on a slower
 * hour is the machine, one that took longer at the same speed is the code.
 *
 * The work is what the quick checks and the build mostly do: parsing the
 * project's TypeScript (TypeScript's parser, every file of src/, several
 * times), on one core. It prints the processor time it took.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROUNDS = 8;
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
const used = process.cpuUsage(started);
const seconds = (used.user + used.system) / 1e6;
console.log(`Machine speed: src/ (${files.length} files, ${statements / ROUNDS} statements) parsed ${ROUNDS} times in ${seconds.toFixed(2)} s of processor`);
