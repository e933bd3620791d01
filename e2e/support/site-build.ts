/**
 * `npm run build:sample` in a copy of the project (scripts and server
 * included), with its sample API on PORTS.builds, and the site the browser
 * tests share, built that way as they serve it (SITE_URL on E2E_PORT). The
 * shared build's public/ is then copied into the checkout, with the
 * src/gatsby-types.d.ts it regenerated. The copy keeps its .cache/, and the
 * test files that build a site of their own build there, one at a time
 * (`takeSharedSiteProject`): Gatsby's cache, webpack's with it, holds
 * absolute paths and serves only where it was built, and there a build of
 * other data reuses every compiled module (e2e/rebuild-changes.e2e.ts,
 * e2e/hostile-input.e2e.ts). Its path goes to the tests in
 * E2E_SITE_PROJECT; it is removed after the tests.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { shopDay } from "../../src/lib/offer-dates";
import { PORTS, SITE_URL } from "../env";
import { copyProject, removeTree, ROOT } from "./project-copy";

export const SITE_PROJECT_ENV = "E2E_SITE_PROJECT";
/** Marks a copy the shared site was built in (only such a folder is ever removed through the environment). */
const SHARED_MARK = ".e2e-shared-site";
/**
 * The shops' day when the shared build's sample API started (it dates job postings from it); there
 * while the copy's public/ is still the shared site as built, removed once another build runs there.
 */
const BUILT_DAY_FILE = ".e2e-built-day";

/** A copy of the project that `npm run build:sample` can run in. */
export function copyForSampleBuild(prefix: string, dir?: string): string {
  return copyProject(prefix, ["scripts", "server"], dir);
}

/**
 * `npm run build:sample` in `project` with `env`; rejects with the end of its
 * output when it fails. `show`: its output goes to this process's, else it is kept quiet.
 */
export function buildSample(project: string, env: NodeJS.ProcessEnv, show = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/build-sample.ts"], {
      cwd: project,
      env: { ...process.env, ...env, BUILD_API_PORT: String(PORTS.builds), GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      stdio: ["ignore", show ? "inherit" : "pipe", show ? "inherit" : "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build:sample in ${project} exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

/** Builds the shared site (in `dir` when given) and puts its public/ and types in the checkout; returns the copy's path. */
export async function buildSharedSite(dir?: string): Promise<string> {
  const project = copyForSampleBuild("e2e-site", dir);
  const day = shopDay(new Date());
  await buildSample(project, { SITE_URL }, true);
  fs.writeFileSync(path.join(project, SHARED_MARK), "");
  fs.writeFileSync(path.join(project, BUILT_DAY_FILE), day);
  fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
  fs.cpSync(path.join(project, "public"), path.join(ROOT, "public"), { recursive: true });
  const types = path.join("src", "gatsby-types.d.ts");
  fs.copyFileSync(path.join(project, types), path.join(ROOT, types));
  return project;
}

/** The copy the shared site was built in during this run, if it is still there. */
function sharedProjectPath(): string | null {
  const project = process.env[SITE_PROJECT_ENV];
  return project && fs.existsSync(path.join(project, SHARED_MARK)) ? project : null;
}

export interface SharedSiteProject {
  project: string;
  /** The day the shared build's API started, while public/ is still that build; else null. */
  day: string | null;
  /** Says that a build of other data is about to run there (public/ no longer the shared site). */
  rebuildingElse(): void;
  /** Lets the next test file have it. */
  release(): void;
}

/**
 * The copy the shared site was built in, for this test file alone until it
 * releases it: waits while another file has it. Null when this run built no
 * shared site (a file run alone against an earlier build): the caller then
 * builds in a copy of its own.
 */
export async function takeSharedSiteProject(): Promise<SharedSiteProject | null> {
  const project = sharedProjectPath();
  if (!project) return null;
  const lock = `${project}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const dayFile = path.join(project, BUILT_DAY_FILE);
  return {
    project,
    day: fs.existsSync(dayFile) ? fs.readFileSync(dayFile, "utf8") : null,
    rebuildingElse: () => fs.rmSync(dayFile, { force: true }),
    release: () => fs.rmSync(lock, { recursive: true, force: true }),
  };
}

/** Removes the shared build's copy, when there is one (only a folder this module built in). */
export function removeSharedSiteProject(): void {
  const project = sharedProjectPath();
  if (!project) return;
  removeTree(project);
  fs.rmSync(`${project}.lock`, { recursive: true, force: true });
}
