/**
 * `tsx scripts/make-database-template.ts <dir>`: writes a migrated, empty
 * database folder to <dir> and closes it cleanly, for the tests to copy
 * into a sample server's DATA_DIR (scripts/lib/database-template.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../server/db/database";

async function main(target: string | undefined): Promise<void> {
  if (!target) throw new Error("Usage: tsx scripts/make-database-template.ts <dir>");
  // openDatabase keeps the database in <dataDir>/db: made in a folder beside the target, then moved.
  const work = `${target}.work`;
  fs.rmSync(work, { recursive: true, force: true });
  const db = await openDatabase(work);
  await db.close();
  fs.renameSync(path.join(work, "db"), target);
  fs.rmSync(work, { recursive: true, force: true });
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
