/** The sample API (and a built site) in a child process, as `npm start` runs it, on a fixed port. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDatabase } from "../../scripts/lib/database-template";
import { endProcess } from "./end-process";
import { ROOT } from "./project-copy";

export interface SampleServer {
  origin: string;
  child: ChildProcess;
  dataDir: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServer(options: {
  port: number;
  seedDir?: string;
  publicDir?: string;
  dataDir?: string;
  siteUrl?: string;
  /** More variables for the server (ADMIN_TOKEN, the abuse limits…). */
  env?: Record<string, string>;
}): Promise<SampleServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-e2e-api-"));
  // A migrated database to start from, unless the caller's folder has one.
  seedDatabase(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "index.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DIR: options.seedDir ?? path.join(ROOT, "server", "seed"),
      PUBLIC_DIR: options.publicDir ?? path.join(dataDir, "no-site"),
      SITE_URL: options.siteUrl ?? `http://localhost:${options.port}`,
      LOG_LEVEL: "error",
      ...options.env,
    },
    // The IPC channel stops the server if this test process dies (server/lib/parent-channel.ts).
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The sample server on port ${options.port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/stores?itemsPerPage=1`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The sample server did not answer on port ${options.port}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    child,
    dataDir,
    stop: (signal = "SIGTERM") => endProcess(child, signal),
  };
}
