/**
 * The reference page (bench/reference-site/): a bare Gatsby 5 + React 18 page
 * built with the project's own node_modules, so with the same Gatsby and
 * React as the site, in the same run as the site's figures.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gatsbyBin, ROOT } from "../../lib/sample-site";
import { precompress } from "../../../gatsby/precompress";

export const REFERENCE_DIR = path.join(ROOT, "bench", "reference-site");
export const REFERENCE_PUBLIC = path.join(REFERENCE_DIR, "public");

export function referenceBuilt(): boolean {
  return fs.existsSync(path.join(REFERENCE_PUBLIC, "index.html")) && fs.existsSync(path.join(REFERENCE_PUBLIC, "webpack.stats.json"));
}

/**
 * `gatsby build` in bench/reference-site (its .cache/ makes later builds quick),
 * then the same compressed copies the site's build writes, so both are served
 * alike.
 */
export async function buildReference(): Promise<void> {
  await gatsbyBuild();
  await precompress(REFERENCE_PUBLIC);
}

function gatsbyBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(gatsbyBin(), ["build"], {
      cwd: REFERENCE_DIR,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`gatsby build of the reference page exited with ${signal ?? code}`))));
  });
}
