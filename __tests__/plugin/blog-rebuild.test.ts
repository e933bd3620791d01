/**
 * "A post an editor publishes appears after the next build": the sample API
 * started on a copy of the seed with one more WordPress post, then the source
 * plugin's sourceNodes (what `gatsby build` runs first) and the blog page plan
 * (what createPages does with the nodes). A second full gatsby build would prove
 * the same thing at ten times the cost; the e2e suite checks the built pages.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import type { Db } from "../../server/db/database";
import { openTestDatabase } from "../server/test-database";
import { sourceUniglass } from "../../plugins/gatsby-source-uniglass/source-nodes";
import { planBlogPages } from "../../gatsby/create-blog-pages";
import { fakeGatsbyApi, nodesOf } from "./support/fake-gatsby-api";

const SEED = path.join(__dirname, "..", "..", "server", "seed");

const newPost = {
  id: 9001,
  date: "2030-01-15T08:00:00",
  author: "Geneviève Lapointe",
  image: null,
  fr: {
    slug: "essuie-glaces-hiver-2030",
    title: "Quand changer ses essuie-glaces?",
    excerpt: "<p>Des balais usés laissent des traces : voici quand les changer.</p>",
    content: "<p>Des balais usés laissent des traces sur le pare-brise.</p>",
  },
  en: {
    slug: "winter-wipers-2030",
    title: "When should you change your wipers?",
    excerpt: "<p>Worn blades leave streaks: here is when to change them.</p>",
    content: "<p>Worn blades leave streaks on the windshield.</p>",
  },
};

let dir: string;
let db: Db;
let app: FastifyInstance;

async function sourceBlog(seedDir: string) {
  app = await buildApp({ seedDir, db, dataDir: path.join(dir, "data"), publicDir: path.join(dir, "no-site"), logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const api = fakeGatsbyApi();
  await sourceUniglass(api, { apiUrl: `${address}/api`, wordpressUrl: `${address}/blog`, retryDelayMs: 1 });
  await app.close();
  return api;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-blog-rebuild-"));
  db = await openTestDatabase(path.join(dir, "data"));
});

afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("a post added to the WordPress data gets a node and a page in its language on the next build", async () => {
  const before = await sourceBlog(SEED);
  const copy = path.join(dir, "seed");
  fs.cpSync(SEED, copy, { recursive: true, filter: (src) => path.relative(SEED, src).split(path.sep)[0] !== "media" });
  const posts = JSON.parse(fs.readFileSync(path.join(copy, "blog-posts.json"), "utf8")) as unknown[];
  fs.writeFileSync(path.join(copy, "blog-posts.json"), JSON.stringify([...posts, newPost]));
  const after = await sourceBlog(copy);

  for (const [locale, slug] of [
    ["fr", newPost.fr.slug],
    ["en", newPost.en.slug],
  ] as const) {
    expect(nodesOf(before, "BlogPost", locale).map((n) => n.slug)).not.toContain(slug);
    const added = nodesOf(after, "BlogPost", locale).find((n) => n.slug === slug);
    expect(added).toMatchObject({ title: newPost[locale].title, author: "Geneviève Lapointe" });
    expect(nodesOf(after, "BlogPost", locale)).toHaveLength(nodesOf(before, "BlogPost", locale).length + 1);
  }

  const rows = (api: typeof after) =>
    nodesOf(api, "BlogPost", "fr")
      .concat(nodesOf(api, "BlogPost", "en"))
      .map((n) => ({ id: n.id, slug: String(n.slug), locale: String(n.locale) }));
  const paths = planBlogPages(rows(after)).map((p) => p.path);
  expect(paths).toContain(`/blog/${newPost.fr.slug}/`);
  expect(paths).toContain(`/en/blog/${newPost.en.slug}/`);
  expect(planBlogPages(rows(before)).map((p) => p.path)).not.toContain(`/blog/${newPost.fr.slug}/`);
}, 60000);
