/**
 * After one shop changes in the API, a cached rebuild rewrites only the pages
 * that show it. In a copy of the project under the OS temp dir (never the
 * checkout, whose public/ the other browser tests read at the same time):
 * the copy the shared site was built in during this run (e2e/support/site-build.ts),
 * which is then the build before the change unless another file built there
 * since, or else a new copy; `npm run build:sample` on the sample data makes
 * that build before the change when there is none. Then a cached build on a
 * copy of the data with one shop renamed and its Monday hours changed, and the
 * HTML files whose bytes changed between the two are counted (with their
 * .br/.gz copies). A second cached build follows a change to one CSS rule of
 * the copy that keeps every class name: the pages that inline that stylesheet
 * must carry the new rule, and no page may name a stylesheet the build no
 * longer has; the same build drops a shop the API no longer has (its pages
 * and its place in the finder's index). The builds' sample API keeps one
 * port (PORTS.builds): the source plugin keeps the API's answers by address.
 * The time a rebuild takes is measured by `npm run bench -- --only rebuild`,
 * not here.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SITE_URL } from "./env";
import { removeTree, ROOT } from "./support/project-copy";
import { buildSample, copyForSampleBuild, takeSharedSiteProject, type SharedSiteProject } from "./support/site-build";
import { shopDay } from "../src/lib/offer-dates";

const SEED = path.join(ROOT, "server", "seed");

interface Store {
  name: string;
  slug: string;
  storesAvailabilities: { weekDay: string; openTime?: string | null }[];
}

/** sha1 of every file under dir whose name matches (of its bytes as `read` gives them), by path relative to dir. */
function hashes(dir: string, match: RegExp, read: (file: string) => Buffer | string = (file) => fs.readFileSync(file)): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (match.test(entry.name))
        out.set(
          rel,
          crypto
            .createHash("sha1")
            .update(read(path.join(dir, rel)))
            .digest("hex"),
        );
    }
  };
  walk("");
  return out;
}

/** The build's time in a page's data: to the hour (the OfferClock fragment), so it changes at most once an hour. */
const BUILD_TIME = /"buildTime":"([^"]*)"/g;

/** The pages' data, each without its build time (two builds apart by an hour differ by it alone). */
function pageData(): Map<string, string> {
  return hashes(path.join(publicDir, "page-data"), /^page-data\.json$/, (file) => fs.readFileSync(file, "utf8").replace(BUILD_TIME, ""));
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

let dir: string;
let project: string;
let publicDir: string;
/** The shared build's copy, while this file has it. */
let shared: SharedSiteProject | null = null;
/** The shops' day when the shared build's API started, when this test took that build over as it was built. */
let sharedBuildDay: string | null = null;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-rebuild-"));
  shared = await takeSharedSiteProject();
  project = shared?.project ?? copyForSampleBuild("rebuild-site");
  sharedBuildDay = shared?.day ?? null;
  shared?.rebuildingElse();
  publicDir = path.join(project, "public");
  // Long enough to wait for another file's build in the shared copy.
}, 15 * 60_000);

afterAll(() => {
  shared?.release();
  // The shared copy is removed after every test (e2e/global-teardown.ts); a copy of its own now.
  for (const folder of [dir, shared ? null : project]) if (folder) removeTree(folder);
});

it("a cached rebuild after one shop changed rewrites its pages in both languages and the lists that show it, nothing else", async () => {
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

  // The sample API dates its job postings from the day it starts (in the shops' zone): the build
  // before the change is the shared one only if its API started on this day, else it is made
  // here, and both are made again if the day turned before the one after the change (the next
  // pair cannot straddle a midnight too).
  let before = new Map<string, string>();
  let sitemapBefore = new Map<string, string>();
  let dataBefore = new Map<string, string>();
  for (let attempt = 1; attempt <= 2; attempt++) {
    const day = shopDay(new Date());
    const reuse = attempt === 1 && sharedBuildDay === day;
    if (!reuse) await buildSample(project, { SEED_DIR: SEED, DATA_DIR: path.join(dir, `data-before-${attempt}`), SITE_URL });
    console.info(`Rebuild test, attempt ${attempt}: the build before the change is ${reuse ? "the shared site's" : "its own"}`);
    before = hashes(publicDir, /\.html(\.br|\.gz)?$/);
    sitemapBefore = hashes(publicDir, /^sitemap.*\.xml$/);
    dataBefore = pageData();
    await buildSample(project, { SEED_DIR: seed, DATA_DIR: path.join(dir, `data-after-${attempt}`), SITE_URL });
    if (shopDay(new Date()) === day) break;
  }
  expect(before.size).toBeGreaterThan(500);

  const after = hashes(publicDir, /\.html(\.br|\.gz)?$/);
  // The store's page in each language, and the list of shops in each language.
  const pages = [`emplacement/${store.slug}/`, `en/locations/${store.slug}/`, "emplacement/", "en/locations/"];
  const expected = pages.flatMap((page) => [".html", ".html.br", ".html.gz"].map((ext) => `${page}index${ext}`)).sort();
  expect(changed(before, after)).toEqual(expected);
  const renamed = fs.readFileSync(path.join(publicDir, `emplacement/${store.slug}/index.html`), "utf8");
  expect(renamed).toContain(store.name.replace(/&/g, "&amp;"));
  // No address changed: the sitemap (URLs and their language versions) stays as it was.
  expect(changed(sitemapBefore, hashes(publicDir, /^sitemap.*\.xml$/))).toEqual([]);
  // The pages' data: only that of pages that show the shop changed (a page Gatsby renders again
  // when its data changed, and a file a deploy uploads again).
  const dataChanged = changed(dataBefore, pageData());
  expect(dataChanged.length).toBeGreaterThan(0);
  const notShowingIt = dataChanged.filter(
    (file) => !fs.readFileSync(path.join(publicDir, "page-data", file), "utf8").includes(JSON.stringify(store.name).slice(1, -1)),
  );
  expect(notShowingIt).toEqual([]);
  // The build's time they judge offers at is to the hour, so rebuilds within an hour leave it as it was.
  const buildTimes = [...fs.readFileSync(path.join(publicDir, "page-data", "index", "page-data.json"), "utf8").matchAll(BUILD_TIME)].map((match) => match[1]);
  expect(buildTimes).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00Z$/)]);
}, 600000);

it("a cached rebuild after a CSS rule changed and a shop closed inlines the new rule, names only stylesheets the build wrote, and drops the shop", async () => {
  const changedCss = path.join(project, "src", "components", "store-card", "store-card.module.css");
  const cssBefore = fs.readFileSync(changedCss, "utf8");
  // A new declaration in an existing class: the class names, and so the server-side bundle, stay the same.
  const probe = "--rebuild-probe:7px";
  fs.writeFileSync(changedCss, `${cssBefore}\n.actions {\n  ${probe.replace(":", ": ")};\n}\n`);
  // The API no longer has the last shop: the source plugin deletes its nodes itself (Gatsby does not
  // collect a stateful source's stale nodes), so its pages and its place in the finder's index go.
  const seed = path.join(dir, "seed-closed");
  fs.cpSync(SEED, seed, { recursive: true, verbatimSymlinks: true });
  const seedStores = JSON.parse(fs.readFileSync(path.join(seed, "stores.json"), "utf8")) as Store[];
  const closed = seedStores.pop()!;
  fs.writeFileSync(path.join(seed, "stores.json"), JSON.stringify(seedStores, null, 2));
  // WordPress no longer has the last post either: its pages leave the sitemap, built from Gatsby's page nodes.
  const posts = JSON.parse(fs.readFileSync(path.join(seed, "blog-posts.json"), "utf8")) as Array<Record<"fr" | "en", { slug: string }>>;
  const removedPost = posts.pop()!;
  fs.writeFileSync(path.join(seed, "blog-posts.json"), JSON.stringify(posts, null, 2));
  const closedPages = [`emplacement/${closed.slug}/index.html`, `en/locations/${closed.slug}/index.html`];
  for (const page of closedPages) expect([page, fs.existsSync(path.join(publicDir, page))]).toEqual([page, true]);
  expect(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")).toContain(`/blog/${removedPost.fr.slug}/`);
  await buildSample(project, { SEED_DIR: seed, DATA_DIR: path.join(dir, "data-css"), SITE_URL });
  for (const page of closedPages.flatMap((p) => [p, `${p}.br`, `${p}.gz`])) expect([page, fs.existsSync(path.join(publicDir, page))]).toEqual([page, false]);
  // The sitemap lists Gatsby's page nodes, which a cached build keeps for the pages that come again:
  // the removed post's nodes went with its pages, the other posts' stayed.
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
  expect(sitemap).not.toContain(`/blog/${removedPost.fr.slug}/`);
  expect(sitemap).not.toContain(`/en/blog/${removedPost.en.slug}/`);
  expect(sitemap).toContain(`/blog/${posts[0].fr.slug}/`);
  expect(sitemap).toContain(`/en/blog/${posts[0].en.slug}/`);
  for (const index of ["store-index.fr.json", "store-index.en.json"]) {
    const slugs = (JSON.parse(fs.readFileSync(path.join(publicDir, index), "utf8")) as { slug: string }[]).map((s) => s.slug);
    expect(slugs).toHaveLength(seedStores.length);
    expect(slugs).not.toContain(closed.slug);
  }

  // Not the shop the other test changes: this shop's data is the same in both builds, only its styles changed.
  const store = (JSON.parse(fs.readFileSync(path.join(SEED, "stores.json"), "utf8")) as Store[])[1];
  const inlineCss = (page: string) =>
    [...fs.readFileSync(path.join(publicDir, page), "utf8").matchAll(/<style data-href="[^"]*"[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join("\n");
  for (const page of [`emplacement/${store.slug}/index.html`, `en/locations/${store.slug}/index.html`]) {
    expect(inlineCss(page)).toContain(probe);
  }
  // Every stylesheet a page inlines is one this build's chunk map names (none left from the build before).
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<string, string[]>;
  const written = new Set(Object.values(chunkMap).flat());
  const stale: string[] = [];
  for (const page of hashes(publicDir, /\.html$/).keys()) {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8");
    for (const [, href] of html.matchAll(/<style data-href="([^"]+)"/g)) if (!written.has(href)) stale.push(`${page}: ${href}`);
  }
  expect(stale).toEqual([]);
}, 600000);
