/**
 * Demo helper: `npx tsx server/cli.ts submissions [--limit N] [--json]` prints
 * what visitors submitted (latest rows per table) from DATA_DIR (default ./data).
 * Stop the server first: the embedded database has a single user.
 */
import { fromEnv } from "./config";
import { SUBMISSION_TABLES, latestSubmissions, openDatabase } from "./db/database";

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== "submissions") {
    console.error("Usage: npx tsx server/cli.ts submissions [--limit N] [--json]");
    return 2;
  }
  const limitIndex = rest.indexOf("--limit");
  const limit = limitIndex >= 0 ? Number(rest[limitIndex + 1]) : 100;
  const db = await openDatabase(fromEnv().dataDir);
  try {
    const rows = await latestSubmissions(db, Number.isInteger(limit) && limit > 0 ? limit : 100);
    if (rest.includes("--json")) {
      console.log(JSON.stringify(rows, null, 2));
      return 0;
    }
    for (const table of SUBMISSION_TABLES) {
      console.log(`\n== ${table} (${rows[table].length})`);
      for (const row of rows[table]) console.log(JSON.stringify(row));
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
