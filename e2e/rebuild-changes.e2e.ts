/**
 * After one shop changes in the API, a cached rebuild rewrites only the pages
 * that show it: the project, with the .cache/ and public/ the browser tests
 * were built with, is copied to a temporary folder; there one shop is renamed
 * and its Monday hours changed in a copy of the sample data, `gatsby build`
 * runs again, and the HTML files whose bytes changed are counted (with their
 * .br/.gz copies). One cached build of the sample, in the copy: the suite's
 * public/ is not touched. The time it takes is measured by `npm run bench --
 * --only rebuild`, not here.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSampleServer } from "../scripts/lib/sample-site";
import { SITE_URL } from "./env";

const ROOT = path.resolve(__dirname, "..");
const SEED = path.join(ROOT, "server", "seed");
/** Not copied: dependencies (linked instead), history, local data and benchmark output. */
const NOT_COPIED = new Set(["node_modules", ".git", "data", "bench"]);

interface Store {
  name: string;
  slug: string;
  storesAvailabilities: { weekDay: string; openTime?: string | null }[];
}

/** sha1 of every file under dir whose name matches, by path relative to dir. */
function hashes(dir: string, match: RegExp): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (match.test(entry.name)) out.set(rel, crypto.createHash("sha1").update(fs.readFileSync(path.join(dir, rel))).digest("hex"));
    }
  };
  walk("");
  return out;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

function gatsbyBuild(cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd,
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`gatsby build exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-rebuild-"));
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it("a cached rebuild after one shop changed rewrites its pages in both languages and the lists that show it, nothing else", async () => {
  const site = path.join(dir, "site");
  fs.mkdirSync(site);
  for (const entry of fs.readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(site, entry), { recursive: true, verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"));
  const publicDir = path.join(site, "public");
  const before = hashes(publicDir, /\.html(\.br|\.gz)?$/);
  const sitemapBefore = hashes(publicDir, /^sitemap.*\.xml$/);
  expect(before.size).toBeGreaterThan(500);

  const seed = path.join(dir, "seed");
  fs.cpSync(SEED, seed, { recursive: true, verbatimSymlinks: true });
  const storesFile = path.join(seed, "stores.json");
  const stores = JSON.parse(fs.readFileSync(storesFile, "utf8")) as Store[];
  const store = stores[0];
  store.name = `${store.name} – Centre`;
  const monday = store.storesAvailabilities.find((day) => day.weekDay === "MONDAY");
  if (!monday) throw new Error(`${store.slug} has no Monday in the sample data`);
  monday.openTime = monday.openTime === "07:00" ? "08:00" : "07:00";
  fs.writeFileSync(storesFile, JSON.stringify(stores, null, 2));

  const api = await startSampleServer({ publicDir: false, dataDir: path.join(dir, "data"), seedDir: seed, quiet: true });
  try {
    await gatsbyBuild(site, { API_URL: `${api.origin}/api`, WORDPRESS_URL: `${api.origin}/blog`, SITE_URL });
  } finally {
    await api.close();
  }

  const after = hashes(publicDir, /\.html(\.br|\.gz)?$/);
  // The store's page in each language, and the list of shops in each language.
  const pages = [`emplacement/${store.slug}/`, `en/locations/${store.slug}/`, "emplacement/", "en/locations/"];
  const expected = pages.flatMap((page) => [".html", ".html.br", ".html.gz"].map((ext) => `${page}index${ext}`)).sort();
  expect(changed(before, after)).toEqual(expected);
  const renamed = fs.readFileSync(path.join(publicDir, `emplacement/${store.slug}/index.html`), "utf8");
  expect(renamed).toContain(store.name.replace(/&/g, "&amp;"));
  // No address changed: the sitemap (URLs and their language versions) stays as it was.
  expect(changed(sitemapBefore, hashes(publicDir, /^sitemap.*\.xml$/))).toEqual([]);
}, 600000);
