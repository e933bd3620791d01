/**
 * The store-linked lists: partners, social networks, bookable categories.
 */
import { BRAND } from "../../src/config/site";
import { PARTNERS } from "./catalog/partners";
import { Rng } from "./random";
import type { SeedBookableCategory, SeedPartner, SeedSocialNetwork, SeedStore } from "./types";

/** Partners of one brand's shops: every such shop ([] and the brand), or those of a few towns. */
export function buildPartners(stores: readonly SeedStore[]): SeedPartner[] {
  return PARTNERS.map((partner, index) => ({
    id: index + 1,
    name: partner.name,
    logo: partner.logo,
    url: partner.url,
    brand: partner.brand,
    stores:
      partner.cities === null ? [] : stores.filter((s) => s.isZiebart === (partner.brand === "ziebart") && partner.cities?.includes(s.city)).map((s) => s.slug),
  })).filter((partner, index) => PARTNERS[index].cities === null || partner.stores.length > 0);
}

/** The chain's own Facebook and YouTube, then Facebook pages of about 20 stores. */
export function buildSocialNetworks(stores: readonly SeedStore[]): SeedSocialNetwork[] {
  const networks: SeedSocialNetwork[] = [
    { id: 1, type: "facebook", url: BRAND.socialLinks.facebook, store: null },
    { id: 2, type: "youtube", url: BRAND.socialLinks.youtube, store: null },
  ];
  const chosen = new Rng("social-networks").sample(stores, 20).sort((a, b) => a.id - b.id);
  for (const store of chosen) {
    networks.push({
      id: networks.length + 1,
      type: "facebook",
      url: `https://www.facebook.com/${store.slug.replace(/-/g, "")}`,
      store: store.slug,
    });
  }
  return networks;
}

const CATEGORIES: ReadonlyArray<Omit<SeedBookableCategory, "id" | "stores"> & { ziebart: boolean }> = [
  { name: { fr: "Réparation de pare-brise", en: "Windshield repair" }, durationMinutes: 30, ziebart: false },
  { name: { fr: "Remplacement de pare-brise", en: "Windshield replacement" }, durationMinutes: 120, ziebart: false },
  { name: { fr: "Remplacement de vitre latérale", en: "Side window replacement" }, durationMinutes: 90, ziebart: false },
  { name: { fr: "Calibrage ADAS", en: "ADAS calibration" }, durationMinutes: 60, ziebart: false },
  { name: { fr: "Installation d'accessoires", en: "Accessory installation" }, durationMinutes: 60, ziebart: false },
  { name: { fr: "Traitement antirouille Ziebart", en: "Ziebart rustproofing" }, durationMinutes: 120, ziebart: true },
  { name: { fr: "Teintage de vitres Ziebart", en: "Ziebart window tinting" }, durationMinutes: 90, ziebart: true },
];

/** Glass categories at Uniglass shops, Ziebart categories at Ziebart shops. */
export function buildBookableCategories(stores: readonly SeedStore[]): SeedBookableCategory[] {
  return CATEGORIES.map(({ ziebart, ...category }, index) => ({
    id: index + 1,
    ...category,
    stores: stores.filter((s) => s.isZiebart === ziebart).map((s) => s.slug),
  }));
}
