/**
 * `npm run deploy:plan`: after a build, writes beside public/ what a deploy
 * must do, compared with the last deploy (deploy/deployed.json):
 *   deploy/manifest.json  every file of public/ with its SHA-256 and size
 *   deploy/upload.txt     new or changed files (paths relative to public/)
 *   deploy/remove.txt     files the last deploy had and this build has not
 *   deploy/purge.txt      the addresses to purge from a CDN's cache
 * and prints the counts. Once the upload has succeeded,
 * `npm run deploy:plan -- --deployed` records this build as the last deploy.
 * Options: --public <dir> (default public), --out <dir> (default deploy).
 */
import fs from "node:fs";
import path from "node:path";
import { manifestOf, planDeploy, type Manifest } from "./lib/deploy-manifest";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = path.resolve(__dirname, "..");
const publicDir = path.resolve(root, option("public", "public"));
const outDir = path.resolve(root, option("out", "deploy"));
const deployedFile = path.join(outDir, "deployed.json");
const manifestFile = path.join(outDir, "manifest.json");

if (process.argv.includes("--deployed")) {
  if (!fs.existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run npm run deploy:plan first.`);
  fs.copyFileSync(manifestFile, deployedFile);
  console.log(`Recorded ${path.relative(root, manifestFile)} as the last deploy (${path.relative(root, deployedFile)}).`);
} else {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`No built site in ${publicDir}: build it first (npm run build).`);
  const previous = fs.existsSync(deployedFile) ? (JSON.parse(fs.readFileSync(deployedFile, "utf8")) as Manifest) : null;
  const current = manifestOf(publicDir);
  const plan = planDeploy(previous, current);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify(current, null, 1)}\n`);
  const list = (name: string, lines: string[]) => fs.writeFileSync(path.join(outDir, name), lines.length ? `${lines.join("\n")}\n` : "");
  list("upload.txt", plan.upload);
  list("remove.txt", plan.remove);
  list("purge.txt", plan.purge);
  const since = previous ? `since the deploy of ${previous.writtenAt}` : "no deploy recorded yet: everything is new";
  console.log(
    `${Object.keys(current.files).length} files in ${path.relative(root, publicDir)}/ (${since}): ` +
      `${plan.upload.length} to upload, ${plan.remove.length} to delete, ${plan.unchanged} unchanged, ${plan.purge.length} addresses to purge. ` +
      `Lists in ${path.relative(root, outDir)}/.`,
  );
}
