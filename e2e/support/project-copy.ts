/**
 * A throw-away copy of the project under the OS temp dir, for browser tests
 * that build the site from other data (hostile seed, faulty API, changed
 * shops and styles) without touching the checkout, its public/ (which the
 * other browser tests read meanwhile) or its .cache/. node_modules is a
 * symlink; only what `gatsby build` reads is copied, and what a test names.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");

const COPIED = [
  "src",
  "plugins",
  "gatsby",
  "locales",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "loadershim.js",
  "package.json",
  "tsconfig.json",
  "tsconfig.base.json",
  "tsconfig.browser.json",
  "tsconfig.node.json",
  "tsconfig.test.json",
];

/**
 * `extra`: more folders or files of the project to copy (e.g. scripts and
 * server for `npm run build:sample`). `dir`: where (created if missing), else
 * a new folder of the OS temp dir named after `prefix`.
 */
export function copyProject(prefix: string, extra: string[] = [], dir = fs.mkdtempSync(path.join(os.tmpdir(), `uniglass-${prefix}-`))): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of [...COPIED, ...extra])
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (src) => !src.endsWith(".test.ts") });
  // A folder built in before keeps its link (and its Gatsby cache: the next build there is a rebuild).
  if (!fs.existsSync(path.join(dir, "node_modules"))) fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export interface BuildResult {
  code: number | null;
  output: string;
  ms: number;
}

/**
 * Removes a folder a build wrote in. Retries a few times: a file written
 * while the folder is emptied makes one removal fail with ENOTEMPTY.
 */
export function removeTree(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** Ends whatever is left of a process group (a build's workers outliving it); quiet when it is already gone. */
function endGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/**
 * `gatsby build` in `dir` with `env`; resolves with its exit code and output
 * (never rejects on failure). The build runs in a process group of its own,
 * ended when it exits: a failed build can exit before its workers, which
 * would go on writing in its .cache while the caller removes the folder.
 */
export function gatsbyBuild(dir: string, env: NodeJS.ProcessEnv, timeoutMs = 15 * 60_000): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn("nice", [path.join(ROOT, "node_modules", ".bin", "gatsby"), "build"], {
      cwd: dir,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => endGroup(child.pid), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      endGroup(child.pid);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}
