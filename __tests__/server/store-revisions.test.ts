/**
 * Each store of /stores carries a revision that changes when the store or one
 * of its lists (coupons, reviews, partners, social networks, categories) in
 * that language changes, and only then: the site's build reuses a store's
 * lists while it holds. Apps over copies of the fixture seed, changed between
 * two starts as an editor would change the data.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { storeSchema } from "../../src/contract";
import type { Db } from "../../server/db/database";
import { openTestDatabase } from "./test-database";
import { appOn, FIXTURE_SEED } from "./helpers";

jest.setTimeout(60_000);

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-revisions-"));
  db = await openTestDatabase(path.join(dir, "data"));
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Records = Array<Record<string, unknown>>;

/** A copy of the fixture seed with `change` applied to its files (by file name). */
function seedWith(name: string, change: (read: (file: string) => Records, write: (file: string, records: Records) => void) => void = () => undefined): string {
  const seedDir = path.join(dir, name);
  fs.cpSync(FIXTURE_SEED, seedDir, { recursive: true });
  const file = (f: string) => path.join(seedDir, f);
  change(
    (f) => JSON.parse(fs.readFileSync(file(f), "utf8")) as Records,
    (f, records) => fs.writeFileSync(file(f), JSON.stringify(records)),
  );
  return seedDir;
}

/** Each store's revision by "locale slug", as GET /stores answers them. */
async function revisions(seedDir: string): Promise<Record<string, string>> {
  const app = await appOn(db, { seedDir });
  try {
    const out: Record<string, string> = {};
    for (const locale of ["fr", "en"]) {
      const res = await app.inject({ method: "GET", url: `/api/stores?locale=${locale}&itemsPerPage=100` });
      expect(res.statusCode).toBe(200);
      for (const store of res.json<unknown[]>().map((s) => storeSchema.parse(s))) {
        expect(store.revision).toMatch(/^[\w-]{22}$/);
        out[`${locale} ${store.slug}`] = store.revision!;
      }
    }
    return out;
  } finally {
    await app.close();
  }
}

/** The "locale slug" keys whose revision differs between two sets. */
const changed = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).filter((key) => a[key] !== b[key]);

let base: Record<string, string>;
beforeAll(async () => {
  base = await revisions(seedWith("base"));
});

it("gives every store a revision per language that stays the same while nothing changes", async () => {
  expect(Object.keys(base)).toHaveLength(8);
  expect(base["fr uniglass-montreal-plateau"]).not.toBe(base["en uniglass-montreal-plateau"]);
  expect(await revisions(seedWith("again"))).toEqual(base);
});

it("sends the same revision with one store as in the list", async () => {
  const app = await appOn(db, { seedDir: seedWith("one") });
  try {
    const res = await app.inject({ method: "GET", url: "/api/stores/uniglass-chibougamau?locale=en" });
    expect(res.json<{ revision: string }>().revision).toBe(base["en uniglass-chibougamau"]);
  } finally {
    await app.close();
  }
});

it("changes the revision of the store whose own record changed, in both languages", async () => {
  const renamed = await revisions(
    seedWith("renamed", (read, write) => {
      const stores = read("stores.json");
      stores[3].name = `${String(stores[3].name)} (Centre)`;
      write("stores.json", stores);
    }),
  );
  expect(changed(base, renamed).sort()).toEqual(["en uniglass-chibougamau", "fr uniglass-chibougamau"]);
});

it("changes the revision of the store a new review is about, and no other", async () => {
  const reviewed = await revisions(
    seedWith("reviewed", (read, write) => {
      write("testimonials.json", [
        ...read("testimonials.json"),
        { id: 99, store: "ziebart-saint-jerome", author: "Luc P.", rating: 5, date: "2026-11-20", text: "Très bon service." },
      ]);
    }),
  );
  expect(changed(base, reviewed).sort()).toEqual(["en ziebart-saint-jerome", "fr ziebart-saint-jerome"]);
});

it("changes the revision of the stores offering a coupon whose French title changed, in French only", async () => {
  const retitled = await revisions(
    seedWith("coupon", (read, write) => {
      const coupons = read("coupons.json");
      coupons[1].title = { fr: "60 $ sur un pare-brise", en: "$50 off a windshield" };
      write("coupons.json", coupons);
    }),
  );
  expect(changed(base, retitled)).toEqual(["fr uniglass-montreal-plateau"]);
});

it("changes the revision of every store when a partner shown at every store changes", async () => {
  const partnered = await revisions(
    seedWith("partner", (read, write) => {
      const partners = read("partners.json");
      partners[0].url = "https://example.com/new-address";
      write("partners.json", partners);
    }),
  );
  expect(changed(base, partnered)).toHaveLength(8);
});

it("keeps the revisions when something no store list shows changes", async () => {
  const unrelated = await revisions(
    seedWith("slides", (read, write) => {
      write(
        "slides.json",
        read("slides.json").map((slide) => ({ ...slide, position: Number(slide.position ?? 0) + 10 })),
      );
    }),
  );
  expect(unrelated).toEqual(base);
});
