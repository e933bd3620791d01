/**
 * Builds the site against the sample API (unless SKIP_BUILD=1 and public/
 * exists), in a copy of the project whose public/ is then copied into the
 * checkout (e2e/support/site-build.ts), and serves public/ with the sample API
 * on E2E_PORT, with a fresh database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN_TOKEN, CHROMIUM, E2E_PORT, ORIGIN, SITE_URL } from "./env";
import { seedDatabase } from "../scripts/lib/database-template";
import { buildSharedSite, SITE_PROJECT_ENV } from "./support/site-build";

declare global {
  var __E2E_SERVER__: ChildProcess | undefined;

  var __E2E_DATA__: string | undefined;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The site server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Whether something already answers on the port: the tests would then run against it, not against this build. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell, or set E2E_CHROME_PATH.`);
  }
  if (await answers(`${ORIGIN}/`)) {
    throw new Error(`Another server already answers at ${ORIGIN}: stop it, or run the browser tests on another port (E2E_PORT).`);
  }
  const root = path.resolve(__dirname, "..");
  if (process.env.SKIP_BUILD !== "1" || !fs.existsSync(path.join(root, "public", "index.html"))) {
    const started = Date.now();
    // The tests find the copy (with its Gatsby cache) through the environment Jest gives its workers.
    process.env[SITE_PROJECT_ENV] = await buildSharedSite();
    console.log(`The site was built in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-e2e-"));
  seedDatabase(dataDir);
  // With an IPC channel, the server stops when this process ends, even by a crash (server/lib/parent-channel.ts).
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      SKIP_BUILD: "1",
      PORT: String(E2E_PORT),
      SITE_URL,
      DATA_DIR: dataDir,
      API_URL: "",
      LOG_LEVEL: "error",
      // The tests read what was stored through the listing, which needs a token.
      ADMIN_TOKEN,
      // The whole suite submits from one address: far above it. e2e/abuse-limits.e2e.ts
      // and the server tests check the limits at small settings.
      RATE_LIMIT_SUBMISSIONS: "100000",
      COUPON_MESSAGES_PER_RECIPIENT: "100000",
      OPEN_BOOKINGS_PER_CLIENT: "100000",
      RATE_LIMIT_MANAGE_LOOKUPS: "100000",
      PENDING_PHOTOS_PER_CLIENT: "100000",
      PENDING_PHOTO_MB_PER_CLIENT: "100000",
    },
  });
  globalThis.__E2E_SERVER__ = child;
  globalThis.__E2E_DATA__ = dataDir;
  const started = Date.now();
  await waitFor(`${ORIGIN}/`, child, 5 * 60 * 1000);
  console.log(`The site answers at ${ORIGIN} after ${Math.round((Date.now() - started) / 1000)} s`);
}
