/**
 * A migrated, empty database folder that tests copy into a sample server's
 * DATA_DIR before starting it. Starting Postgres (PGlite) on an empty folder
 * runs initdb and every migration: about 4.5 s of the processor each time,
 * where opening a copy of a migrated folder takes under half of that (the
 * server then migrates it, which finds nothing to do). The browser tests and
 * the server's process tests start about ten servers a run.
 *
 * The template is made once per machine, in the OS temp dir, by a child
 * process (scripts/make-database-template.ts: PGlite does not load inside
 * Jest's module system), and named after PGlite's version and the
 * migrations, so a changed migration makes a new one.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
const MIGRATIONS_DIR = path.join(ROOT, "server", "db", "migrations");
const TEMPLATE_PREFIX = "uniglass-db-template-";

/** A hash of what a migrated database depends on: PGlite's version and the migrations, names and contents. */
export function databaseTemplateKey(): string {
  const hash = crypto.createHash("sha1");
  // PGlite's package.json (its exports do not name it, so not through require.resolve).
  hash.update(fs.readFileSync(path.join(ROOT, "node_modules", "@electric-sql", "pglite", "package.json")));
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest("hex").slice(0, 16);
}

/** Removes the OS temp dir's entries that start with `prefix` other than `keep` (templates of older migrations). */
export function removeOtherTemplates(prefix: string, keep: string): void {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), entry);
    if (entry.startsWith(prefix) && full !== keep && !entry.includes(".partial")) fs.rmSync(full, { recursive: true, force: true });
  }
}

/** The template's folder, made first if this machine has none for these migrations. */
function databaseTemplate(): string {
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${databaseTemplateKey()}`);
  if (fs.existsSync(template)) return template;
  // Made aside, then renamed: a process that makes it at the same time never copies half of it.
  const partial = `${template}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "make-database-template.ts"), partial], { cwd: ROOT, stdio: "inherit" });
  try {
    fs.renameSync(partial, template);
  } catch (error) {
    // Another process renamed its own first: that one is as good.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(template)) throw error;
  }
  removeOtherTemplates(TEMPLATE_PREFIX, template);
  return template;
}

/** Gives `dataDir` a migrated, empty database (`<dataDir>/db`, where the server opens it), unless it has one. */
export function seedDatabase(dataDir: string): void {
  const target = path.join(dataDir, "db");
  if (fs.existsSync(target)) return;
  fs.cpSync(databaseTemplate(), target, { recursive: true });
}
