/**
 * Options of the sample server, from the environment with defaults:
 * PORT (9000), HOST (127.0.0.1), SEED_DIR (server/seed), DATA_DIR (./data),
 * PUBLIC_DIR (./public, served only when it exists), ADMIN_ENDPOINTS ("0"
 * turns off /api/_admin/*), SITE_URL (links in blog posts).
 */
import path from "node:path";

export const DEFAULT_SEED_DIR = path.join(__dirname, "seed");

export interface ServerEnv {
  port: number;
  host: string;
  seedDir: string;
  dataDir: string;
  publicDir: string;
  adminEndpoints: boolean;
  siteUrl: string;
}

export function fromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 9000);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 9000,
    host: env.HOST || "127.0.0.1",
    seedDir: path.resolve(env.SEED_DIR || DEFAULT_SEED_DIR),
    dataDir: path.resolve(env.DATA_DIR || "data"),
    publicDir: path.resolve(env.PUBLIC_DIR || "public"),
    adminEndpoints: env.ADMIN_ENDPOINTS !== "0",
    siteUrl: env.SITE_URL || `http://localhost:${Number.isInteger(port) ? port : 9000}`,
  };
}
