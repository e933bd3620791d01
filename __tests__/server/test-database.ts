/**
 * The tests' embedded database: the same PGlite and migrations as the sample
 * API's, opened from a copy. Starting Postgres on an empty folder and
 * migrating it takes about three seconds, and about twenty test files each
 * open one; loading a migrated database from a dump of its folder takes well
 * under one. The first test file that needs it migrates a database and keeps
 * its dump in the OS temp dir, named after the migrations and PGlite's
 * version, so a changed migration makes a new one; the others load that dump
 * into a database in memory (and migrate it, which then finds nothing to do):
 * half the processor time of loading it into a folder (about 0.65 s against
 * 1.25), and none of the dump's 40 MB written to disk. No test reopens its
 * database from disk.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate, openDatabase, type Db } from "../../server/db/database";
import { databaseTemplateKey, removeOtherTemplates } from "../../scripts/lib/database-template";

const PREFIX = "uniglass-test-db-";

function templatePath(): string {
  return path.join(os.tmpdir(), `${PREFIX}${databaseTemplateKey()}.tar`);
}

/**
 * A migrated, empty database: in memory, or, for the test file that makes the
 * template, in `<dataDir>/db` as `openDatabase` opens it.
 */
export async function openTestDatabase(dataDir: string): Promise<Db> {
  const template = templatePath();
  if (fs.existsSync(template)) {
    const db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    await migrate(db);
    return db;
  }
  const db = await openDatabase(dataDir);
  const dump = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
  // Written aside, then renamed: another worker making it at the same time never reads half of it.
  const partial = `${template}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, template);
  removeOtherTemplates(PREFIX, template);
  return db;
}
