/**
 * The sample content agrees with itself, as a visitor reading several pages
 * would notice: the Uniglass Plus page and its coupon give the same discount,
 * the insurers named as partners are among those the estimate form lists,
 * the French names the brand as French does ("d'Uniglass") and the shops as
 * the site does ("atelier"), opening hours are a shop's, a shop is reviewed
 * for what it does, and French texts keep their punctuation on the line of
 * the word before it (non-breaking spaces before $ % : ; ! ?).
 */
import fs from "node:fs";
import path from "node:path";
import type { SeedCoupon, SeedPartner, SeedSocialNetwork, SeedStore, SeedTestimonial } from "../../scripts/seed/types";
import { BRAND } from "../../src/config/site";
import { shopOwnNetworks } from "../../src/lib/shop-networks";

const ROOT = path.join(__dirname, "..", "..");
const SEED_DIR = path.join(ROOT, "server", "seed");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), "utf8")) as T;

const stores = read<SeedStore[]>("stores.json");
const coupons = read<SeedCoupon[]>("coupons.json");
const partners = read<SeedPartner[]>("partners.json");
const testimonials = read<SeedTestimonial[]>("testimonials.json");
const socialNetworks = read<SeedSocialNetwork[]>("social-networks.json");
const insurers = read<{ name: string | { fr: string; en: string } }[]>("insurers.json");
const storeBySlug = new Map(stores.map((s) => [s.slug, s]));

/** Every French text of a JSON value: strings under a "fr" key, and reviews written in French. */
function frenchTexts(value: unknown, french = false, where = ""): { where: string; text: string }[] {
  if (typeof value === "string") return french ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => frenchTexts(item, french, `${where}[${i}]`));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const inFrench = french || record.language === "fr";
    return Object.entries(record).flatMap(([key, item]) => frenchTexts(item, inFrench || key === "fr", `${where}.${key}`));
  }
  return [];
}

const seedFiles = fs.readdirSync(SEED_DIR).filter((file) => file.endsWith(".json"));
const seedFrench = seedFiles.flatMap((file) => frenchTexts(read<unknown>(file), false, file));
const localeFrench = fs
  .readdirSync(path.join(ROOT, "locales", "fr"))
  .flatMap((file) => frenchTexts(JSON.parse(fs.readFileSync(path.join(ROOT, "locales", "fr", file), "utf8")), true, `locales/fr/${file}`));

/** The text outside HTML tags and entities. */
const visible = (text: string) => text.replace(/<[^>]*>|&[#a-zA-Z0-9]+;/g, "¦");

describe("the sample content agrees with itself", () => {
  it("gives Uniglass Plus members the same discount on its page as on its coupon", () => {
    const info = JSON.parse(fs.readFileSync(path.join(ROOT, "locales", "fr", "info.json"), "utf8")) as Record<string, { sections: { list?: string[] }[] }>;
    const perks = info["uniglass-plus"].sections.flatMap((s) => s.list ?? []).join(" ");
    const coupon = coupons.find((c) => /Uniglass Plus/.test(c.title.fr))!;
    const onCoupon = /(\d+)\s?%/.exec(coupon.title.fr)![1];
    const onPage = /(\d+)\s?% de rabais sur les accessoires/.exec(perks)?.[1];
    expect(onPage).toBe(onCoupon);
  });

  it("names as partners only insurers the estimate form lists", () => {
    const listed = new Set(insurers.map((i) => (typeof i.name === "string" ? i.name : i.name.fr).toLowerCase()));
    const chainWide = partners.filter((p) => p.stores.length === 0 && p.brand === "uniglass");
    expect(chainWide.length).toBeGreaterThan(0);
    for (const partner of chainWide)
      expect({ partner: partner.name, listed: listed.has(partner.name.toLowerCase()) }).toEqual({ partner: partner.name, listed: true });
  });

  it("gives a Ziebart shop partners of its own, and no insurer", () => {
    expect(partners.filter((p) => p.brand === "ziebart").length).toBeGreaterThan(0);
    for (const partner of partners.filter((p) => p.stores.length > 0)) {
      for (const slug of partner.stores)
        expect({ partner: partner.name, slug, ziebart: storeBySlug.get(slug)!.isZiebart }).toEqual({
          partner: partner.name,
          slug,
          ziebart: partner.brand === "ziebart",
        });
    }
  });

  it("elides 'de' before Uniglass and calls the shops 'ateliers', in the content and the interface", () => {
    for (const { where, text } of [...seedFrench, ...localeFrench]) {
      expect({ where, elision: /\b(de|que) Uniglass/.test(text) }).toEqual({ where, elision: false });
      expect({ where, branch: /succursale/i.test(text) }).toEqual({ where, branch: false });
    }
  });

  it("opens no shop for more than 13 hours a day", () => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    for (const store of stores) {
      for (const day of store.storesAvailabilities) {
        if (day.availability !== "OPEN" || !day.openTime || !day.closedTime || !/^\d\d:\d\d$/.test(day.openTime)) continue;
        const hours = (minutes(day.closedTime) - minutes(day.openTime)) / 60;
        expect({ store: store.slug, day: day.weekDay, long: hours > 13 }).toEqual({ store: store.slug, day: day.weekDay, long: false });
      }
    }
  });

  it("reviews a shop for what it does: rustproofing at a Ziebart shop, windshields at a glass shop", () => {
    for (const review of testimonials) {
      const ziebart = storeBySlug.get(review.store)!.isZiebart;
      if (/rouille|rustproof/i.test(review.text)) expect({ review: review.text, ziebart }).toEqual({ review: review.text, ziebart: true });
      if (/pare-brise|windshield/i.test(review.text)) expect({ review: review.text, ziebart }).toEqual({ review: review.text, ziebart: false });
    }
  });

  it("lists under a shop's name only the shop's own social pages", () => {
    const chain = Object.values(BRAND.socialLinks);
    for (const network of socialNetworks.filter((n) => n.store)) expect(chain).not.toContain(network.url);
    // An API that answers a shop without pages of its own with the chain's: those are left out.
    const answered = [
      { type: "facebook", url: "https://www.facebook.com/uniglass/" },
      { type: "youtube", url: BRAND.socialLinks.youtube },
    ];
    expect(shopOwnNetworks(answered)).toEqual([]);
    expect(shopOwnNetworks([{ type: "facebook", url: "https://www.facebook.com/uniglasslaval" }])).toHaveLength(1);
  });

  it("keeps French punctuation and amounts on the line of the word before them (non-breaking spaces)", () => {
    const faults = seedFrench.flatMap(({ where, text }) => {
      const shown = visible(text);
      const found = [
        ...[...shown.matchAll(/\d [$%]/g)].map((m) => m[0]),
        ...[...shown.matchAll(/ [:;!?]/g)].map((m) => m[0]),
        ...[...shown.matchAll(/[\p{L}\d$%)»][;!?](?=$|[\s»)¦])/gu)].map((m) => m[0]),
        ...[...shown.matchAll(/\p{L}:(?=$|[\s¦])/gu)].map((m) => m[0]),
      ];
      return found.map((fault) => `${where}: "${fault}"`);
    });
    expect(faults).toEqual([]);
    // The amounts of the interface too.
    expect(localeFrench.flatMap(({ where, text }) => [...text.matchAll(/\d [$%]|\}\} %/g)].map((m) => `${where}: "${m[0]}"`))).toEqual([]);
  });
});
