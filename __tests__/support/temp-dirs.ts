/**
 * Folders of the OS temp dir for the tests of one file, removed once they
 * have run. Importing this module registers the removal for that file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named after `prefix`, removed after this file's tests. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}
