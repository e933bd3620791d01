/**
 * patches/gatsby+5.16.1+007+worker-pool-restart-only-after-many-queries.patch:
 * after the queries, Gatsby restarted its worker pool at every build to lower
 * the memory the workers held; the new worker then loaded Gatsby again before
 * it rendered the first page, about 2.5 s of a cached rebuild at 2,000 shops
 * that changed 4 pages. The pool now restarts only when the workers ran at
 * least 1,000 queries. Here real builds of a small site, with one worker,
 * recording each worker process that starts: a cold build of 1,200 pages
 * still restarts the pool, a cached build with one page more does not.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempDir } from "../support/temp-dirs";

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, "..", "..");

function site(): string {
  const dir = tempDir("uniglass-worker-restart");
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  const version = (name: string) => (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "worker-restart",
      private: true,
      dependencies: { gatsby: version("gatsby"), react: version("react"), "react-dom": version("react-dom") },
    }),
  );
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), "module.exports = {};\n");
  fs.mkdirSync(path.join(dir, "src", "templates"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "src", "templates", "page.js"),
    'import * as React from "react";\nexport default function Page({ pageContext }) {\n  return React.createElement("p", null, String(pageContext.i));\n}\n',
  );
  fs.writeFileSync(
    path.join(dir, "gatsby-node.js"),
    `const path = require("path");
exports.createPages = ({ actions }) => {
  for (let i = 0; i < Number(process.env.PAGES); i++) {
    actions.createPage({ path: "/p" + i + "/", component: path.resolve("src/templates/page.js"), context: { i } });
  }
};
`,
  );
  // Loaded by every process of the build; a worker of Gatsby's pool writes its process id.
  fs.writeFileSync(
    path.join(dir, "record-worker.js"),
    'if (process.env.GATSBY_WORKER_POOL_WORKER === "true") require("fs").appendFileSync(process.env.WORKER_LOG, process.pid + "\\n");\n',
  );
  return dir;
}

/** The worker processes a build of `pages` pages started. */
function workersOfBuild(dir: string, pages: number): number {
  const log = path.join(dir, `workers-${pages}.log`);
  fs.writeFileSync(log, "");
  // Without minifying the scripts, which has nothing to do with the pool: 49 s of the processor for the
  // test instead of 54 (medians of three runs, one variant against the other).
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build", "--no-uglify"], {
    cwd: dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      // One worker in the pool, on any machine (Gatsby runs the queries in its main process on one core).
      GATSBY_CPU_COUNT: "2",
      PAGES: String(pages),
      WORKER_LOG: log,
      NODE_OPTIONS: `--require ${path.join(dir, "record-worker.js")}`,
    },
    stdio: "ignore",
  });
  return new Set(fs.readFileSync(log, "utf8").split("\n").filter(Boolean)).size;
}

test("the worker pool restarts after 1,000 queries or more, not after the few of a cached build", () => {
  const dir = site();
  // A cold build: every page's query runs, and the pool restarts as Gatsby shipped it.
  expect(workersOfBuild(dir, 1200)).toBe(2);
  // A cached build with one page more: one query, the same worker renders the page.
  expect(workersOfBuild(dir, 1201)).toBe(1);
  expect(fs.existsSync(path.join(dir, "public", "p1200", "index.html"))).toBe(true);
});
