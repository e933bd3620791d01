/**
 * The building blocks of `npm start`, `npm run build:sample` and the browser
 * tests: the sample API in this process, and `gatsby build` against it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp, type AppOptions } from "../../server/app";

export const ROOT = path.resolve(__dirname, "..", "..");

export interface RunningServer {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

export interface ServerOptions {
  port?: number;
  /** Listen on a free port instead when `port` is taken. */
  anyPortIfTaken?: boolean;
  host?: string;
  dataDir?: string;
  seedDir?: string;
  /** Serve the built site from this folder; false for the API alone. */
  publicDir?: string | false;
  /** The read-only routes a build needs, without the database (see AppOptions). */
  catalogOnly?: boolean;
  siteUrl?: string;
  quiet?: boolean;
  /** The submissions listing's token, the proxy trust and the abuse limits (`npm start` passes the environment's). */
  security?: Pick<AppOptions, "adminToken" | "trustProxy" | "limits">;
}

/** Starts the sample API (and the built site, when asked) on 127.0.0.1. */
export async function startSampleServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = path.resolve(options.dataDir ?? path.join(ROOT, "data"));
  const app = await buildApp({
    dataDir,
    seedDir: options.seedDir ?? process.env.SEED_DIR ?? undefined,
    // A folder that does not exist means "API only".
    publicDir: options.publicDir === false ? path.join(dataDir, ".no-site") : (options.publicDir ?? path.join(ROOT, "public")),
    siteUrl: options.siteUrl,
    catalogOnly: options.catalogOnly,
    logger: options.quiet ? false : { level: process.env.LOG_LEVEL ?? "warn" },
    ...options.security,
  });
  const host = options.host ?? "127.0.0.1";
  try {
    await app.listen({ port: options.port ?? 0, host });
  } catch (error) {
    if (!options.anyPortIfTaken || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") {
      await app.close();
      throw error;
    }
    await app.listen({ port: 0, host });
  }
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, close: () => app.close() };
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`))));
  });
}

/**
 * The V8 heap limit of `gatsby build` and of the workers it starts (they
 * inherit NODE_OPTIONS), in MB. Node's own limit on a machine with plenty of
 * memory is 4 GB a process, so a process rarely collects in full: garbage and
 * the nodes Gatsby's store holds only weakly stay, and at 10,000 shops the
 * build and its worker peaked at 2.5 GB of anonymous memory. With this limit
 * they peak at 1.65 GB (the main process alone, after the pages are built),
 * for about 5 % more time. `npm run build` sets the same (package.json); a
 * much larger site that stops with "JavaScript heap out of memory" needs a
 * higher one.
 */
export const BUILD_HEAP_MB = 1536;

/** NODE_OPTIONS for a build: the caller's, with the build's heap limit. */
export function buildNodeOptions(env: NodeJS.ProcessEnv = process.env): string {
  return [env.NODE_OPTIONS, `--max-old-space-size=${BUILD_HEAP_MB}`].filter(Boolean).join(" ");
}

export function gatsbyBin(): string {
  return path.join(ROOT, "node_modules", ".bin", "gatsby");
}

/**
 * The sample API's port during a build (BUILD_API_PORT overrides it: the
 * browser tests give each build its own). The source plugin keeps the API's
 * answers by address to ask again with If-None-Match, so the same port build
 * after build lets a rebuild fetch only what changed, as it would from the
 * chain's API. A free port is taken instead when this one is in use.
 */
export const BUILD_API_PORT = Number(process.env.BUILD_API_PORT) || 9008;

/**
 * Builds the site into public/ against the sample API, started for the
 * duration of the build with only the routes a build reads (no database to
 * open or create). SITE_URL decides absolute URLs.
 */
export async function buildAgainstSampleApi(options: { siteUrl: string; seedDir?: string }): Promise<void> {
  const api = await startSampleServer({
    publicDir: false,
    catalogOnly: true,
    seedDir: options.seedDir,
    quiet: true,
    port: BUILD_API_PORT,
    anyPortIfTaken: true,
  });
  try {
    await run(gatsbyBin(), ["build"], {
      NODE_OPTIONS: buildNodeOptions(),
      API_URL: `${api.origin}/api`,
      WORDPRESS_URL: `${api.origin}/blog`,
      SITE_URL: options.siteUrl,
    });
  } finally {
    await api.close();
  }
}

/** The built site the sample server serves: PUBLIC_DIR, else public/. */
export function publicDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, env.PUBLIC_DIR || "public");
}

export function hasBuiltSite(publicDir = path.join(ROOT, "public")): boolean {
  return fs.existsSync(path.join(publicDir, "index.html"));
}
