/**
 * The embedded database: PGlite (Postgres compiled to wasm) persisted in
 * <dataDir>/db. Migrations are the SQL files of ./migrations, applied in name
 * order, each once, each in its own transaction.
 *
 * Durability: PGlite runs Postgres in single-user mode with fsync off ("-F"),
 * writing through Node's fs. A transaction is written to the data directory's
 * WAL by the time `transaction()` resolves, so an acknowledged write survives
 * the process being killed (tested). It does not claim to survive a power
 * loss: the OS page cache is not flushed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";

export type Db = PGlite;
export type Tx = Transaction;

export const MIGRATIONS_DIR = path.join(__dirname, "migrations");

export async function openDatabase(dataDir: string): Promise<Db> {
  const dir = path.resolve(dataDir, "db");
  fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir });
  await migrate(db);
  return db;
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const done = new Set((await db.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version));
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Postgres error code of a failed query (e.g. 23505 unique_violation). */
export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

export const SUBMISSION_TABLES = [
  "coupon_emails",
  "coupon_phones",
  "outbox",
  "franchise_opportunities",
  "request_estimates",
  "estimate_photos",
  "appointments",
  "newsletter_subscribers",
  "promo_page_submissions",
] as const;

/** Columns a listing of what visitors submitted leaves out: a message's sealed token is for the sender alone. */
const UNLISTED_COLUMNS: Partial<Record<(typeof SUBMISSION_TABLES)[number], string[]>> = { outbox: ["sealed_token"] };

/** The latest `limit` rows of every submission table, newest first. */
export async function latestSubmissions(db: Db, limit = 100): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of SUBMISSION_TABLES) {
    const rows = (await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id DESC LIMIT $1`, [limit])).rows;
    for (const row of rows) for (const column of UNLISTED_COLUMNS[table] ?? []) delete row[column];
    out[table] = rows;
  }
  return out;
}

/** The server's random key (created once, kept in the database). */
export async function serverSecret(db: Db): Promise<string> {
  await db.query("INSERT INTO server_secrets (name, value) VALUES ('client-key', $1) ON CONFLICT (name) DO NOTHING", [
    crypto.randomBytes(32).toString("base64url"),
  ]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'client-key'");
  return rows[0].value;
}
