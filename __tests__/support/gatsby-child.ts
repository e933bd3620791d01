/**
 * Runs a few lines against Gatsby's own store and sourcing step in a child
 * process whose working directory is a temp site: Gatsby keeps its node store
 * under the working directory's .cache, so the checkout's is never touched.
 * The lines are the body of an async function that sees `path`, `site`,
 * `store`, `actions`, `getDataStore` and `sourceNodes` (Gatsby's step, which
 * ends with the clean-up of stale nodes); what it returns comes back as JSON.
 * The child reads TypeScript (tsx's loader), so the body may require a module
 * of the project.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(__dirname, "..", "..");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "dist");
/** tsx's loader by its address: the child runs in the temp site, where a bare name would not resolve. */
const TSX = pathToFileURL(path.join(ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;

const json = (value: unknown) => JSON.stringify(value);

export function runInGatsby<T>(site: string, body: string): T {
  const script = path.join(site, "run.js");
  const out = path.join(site, "out.json");
  fs.writeFileSync(
    script,
    `const path = require("path");
const { store } = require(${json(path.join(GATSBY, "redux"))});
const { actions } = require(${json(path.join(GATSBY, "redux", "actions"))});
const { getDataStore } = require(${json(path.join(GATSBY, "datastore"))});
const sourceNodes = require(${json(path.join(GATSBY, "utils", "source-nodes"))}).default;
const site = ${json(site)};
store.dispatch({ type: "SET_PROGRAM", payload: { directory: site, _: ["build"] } });
(async () => {
${body}
})().then(
  (result) => {
    require("fs").writeFileSync(${json(out)}, JSON.stringify(result));
    // Gatsby's store keeps handles open: the child would not end by itself.
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
`,
  );
  execFileSync(process.execPath, ["--import", TSX, script], { cwd: site, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  return JSON.parse(fs.readFileSync(out, "utf8")) as T;
}
