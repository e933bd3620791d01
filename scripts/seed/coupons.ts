/**
 * Coupons and their links to stores. About 40 % of stores list 1 to 4 store
 * coupons (Ziebart offers only at Ziebart shops, glass offers only at Uniglass
 * shops); each coupon's `stores` lists exactly the stores that reference it.
 */
import { FIXED_COUPONS, STORE_CONDITIONS, STORE_COUPON_TEMPLATES, type CouponTemplate } from "./catalog/coupons";
import { Rng, rngFor } from "./random";
import { withFrenchSpaces } from "./text";
import type { SeedCoupon, SeedStore } from "./types";

export function couponImages(name: string): Pick<SeedCoupon, "image" | "imageSmall" | "imageMedium" | "imageLarge"> {
  const base = `/media/coupons/${name}`;
  return {
    image: `${base}.webp`,
    imageSmall: `${base}-small.webp`,
    imageMedium: `${base}-medium.webp`,
    imageLarge: `${base}-large.webp`,
  };
}

/** Last day of a month of 2027. */
function expiry(rng: Rng): string {
  const month = rng.int(1, 12);
  const last = new Date(Date.UTC(2027, month, 0)).getUTCDate();
  return `2027-${String(month).padStart(2, "0")}-${last}`;
}

interface Draft {
  template: CouponTemplate;
  amount: number;
  stores: string[];
}

function drafts(brand: "uniglass" | "ziebart", count: number, rng: Rng): Draft[] {
  const templates = STORE_COUPON_TEMPLATES.filter((t) => t.brand === brand);
  const list: Draft[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = templates[i % templates.length];
    list.push({ template, amount: rng.pick(template.amounts), stores: [] });
  }
  return list;
}

export interface CouponsResult {
  coupons: SeedCoupon[];
  /** The stores, with their `coupons` ids filled in. */
  stores: SeedStore[];
}

export function buildCoupons(stores: readonly SeedStore[]): CouponsResult {
  // Which stores list coupons, and how many.
  const slots = new Map<string, number>();
  for (const store of stores) {
    const rng = rngFor("coupon-slots", store.slug);
    if (rng.chance(store.isZiebart ? 0.5 : 0.4)) {
      slots.set(
        store.slug,
        rng.weighted([
          [1, 30],
          [2, 35],
          [3, 20],
          [4, 15],
        ] as const),
      );
    }
  }
  const brandSlots = (ziebart: boolean) => stores.filter((s) => s.isZiebart === ziebart).reduce((sum, s) => sum + (slots.get(s.slug) ?? 0), 0);
  const glassCount = Math.min(Math.round(0.33 * stores.filter((s) => !s.isZiebart).length), brandSlots(false));
  const ziebartCount = Math.min(Math.max(3, Math.round(0.4 * stores.filter((s) => s.isZiebart).length)), brandSlots(true));

  const rng = new Rng("coupons");
  const pool = { uniglass: drafts("uniglass", glassCount, rng), ziebart: drafts("ziebart", ziebartCount, rng) };

  // Each store takes its least-used coupons first, so every coupon gets at least one store.
  const storeDrafts = new Map<string, Draft[]>();
  for (const store of stores) {
    const wanted = slots.get(store.slug) ?? 0;
    if (wanted === 0) continue;
    const order = rngFor("coupon-order", store.slug);
    const candidates = pool[store.isZiebart ? "ziebart" : "uniglass"]
      .map((draft) => ({ draft, key: order.next() }))
      .sort((a, b) => a.draft.stores.length - b.draft.stores.length || a.key - b.key);
    const chosen: Draft[] = [];
    for (const { draft } of candidates) {
      if (chosen.length >= wanted) break;
      if (chosen.some((c) => c.template === draft.template)) continue;
      chosen.push(draft);
      draft.stores.push(store.slug);
    }
    storeDrafts.set(store.slug, chosen);
  }

  const coupons: SeedCoupon[] = [];
  const ids = new Map<Draft, number>();
  FIXED_COUPONS.forEach((fixed) => {
    coupons.push({
      id: coupons.length + 1,
      kind: fixed.kind,
      title: withFrenchSpaces(fixed.title),
      description: withFrenchSpaces(fixed.description),
      conditions: withFrenchSpaces(fixed.conditions),
      expiresAt: fixed.expiresAt,
      ...couponImages(fixed.image),
      stores: [],
    });
  });
  const used = [...pool.uniglass, ...pool.ziebart].filter((d) => d.stores.length > 0);
  used.forEach((draft, index) => {
    const id = coupons.length + 1;
    ids.set(draft, id);
    const conditions = STORE_CONDITIONS[index % STORE_CONDITIONS.length];
    coupons.push({
      id,
      kind: "store",
      title: withFrenchSpaces(draft.template.title(draft.amount)),
      description: withFrenchSpaces(draft.template.description(draft.amount)),
      conditions: withFrenchSpaces(conditions),
      // Two store coupons in every 40 have no end date.
      expiresAt: index % 20 === 7 ? null : expiry(rngFor("coupon-expiry", index)),
      ...couponImages(draft.template.image),
      stores: [...draft.stores],
    });
  });

  const withCoupons = stores.map((store) => ({
    ...store,
    coupons: (storeDrafts.get(store.slug) ?? []).map((draft) => {
      const id = ids.get(draft);
      if (id === undefined) throw new Error(`coupon of ${store.slug} has no id`);
      return id;
    }),
  }));
  return { coupons, stores: withCoupons };
}
