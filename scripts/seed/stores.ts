/**
 * Stores generated from the hand-written place list. The first stores are the
 * "base" plan (one Uniglass shop per place, plus a Ziebart shop where the place
 * says so) and are the committed server/seed/stores.json; larger data sets go
 * on with extra shops over the same places, weighted by size. Each store draws
 * from its own seeded generator, so store N is the same in every data set.
 */
import { buildHours } from "./hours";
import { PhoneBook } from "./phone-book";
import { Rng, rngFor } from "./random";
import type { Place } from "./sources";
import { slugify } from "./text";
import type { Coordinate, SeedStore } from "./types";

export type Brand = "uniglass" | "ziebart";

export interface ShopPlan {
  place: Place;
  brand: Brand;
  /** False for the shops of the committed data set, true for the extra ones. */
  extra: boolean;
}

/** Stores whose coordinates come as "0" (unknown), as the real API sometimes sends. */
const UNKNOWN_COORDINATE_INDEXES = new Set([47, 101]);
/**
 * The shops whose technicians go to the driver, and how far (km from the
 * shop): a few Uniglass shops of the larger cities, none of Ziebart's.
 */
const MOBILE_SERVICE_RADIUS_KM: Readonly<Record<string, number>> = {
  "uniglass-montreal-rosemont": 25,
  "uniglass-laval-chomedey": 30,
  "uniglass-longueuil": 30,
  "uniglass-quebec-sainte-foy": 40,
  "uniglass-trois-rivieres-des-forges": 40,
  "uniglass-sherbrooke": 40,
  "uniglass-gatineau": 35,
};
/** ADAS camera calibration needs a level bay and targets: the Uniglass shops of the larger towns have them. */
const ADAS_MIN_PLACE_WEIGHT = 3;

/** Every 17th store (from the 6th) sends its coordinates as strings. */
const isStringCoordinate = (index: number) => index % 17 === 5;

export function basePlan(places: readonly Place[]): ShopPlan[] {
  return places.flatMap((place): ShopPlan[] =>
    place.ziebart
      ? [
          { place, brand: "uniglass", extra: false },
          { place, brand: "ziebart", extra: false },
        ]
      : [{ place, brand: "uniglass", extra: false }],
  );
}

/** `count` shops: the base plan first, then extra shops spread by place weight. */
export function planShops(places: readonly Place[], count: number): ShopPlan[] {
  const base = basePlan(places);
  if (count <= base.length) return base.slice(0, count);
  const weighted = places.flatMap((place) => Array.from({ length: place.weight }, () => place));
  const order = new Rng("extra-shops").shuffle(weighted);
  const plans = [...base];
  for (let i = 0; plans.length < count; i += 1) {
    const place = order[i % order.length];
    const brand: Brand = rngFor("extra-brand", i).chance(0.08) ? "ziebart" : "uniglass";
    plans.push({ place, brand, extra: true });
  }
  return plans;
}

const LDU_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

function postalCode(rng: Rng, place: Place): string {
  const letter = LDU_LETTERS[rng.int(0, LDU_LETTERS.length - 1)];
  return `${rng.pick(place.fsa)} ${rng.int(0, 9)}${letter}${rng.int(1, 9)}`;
}

/** "boulevard des Forges" → "des Forges"; "Montreal Road" → "Montreal". */
function streetShortName(street: string): string {
  const french = street.replace(/^(boulevard|rue|avenue|chemin|route|montée|côte)\s+/i, "");
  return french.replace(/\s+(Road|Street|Avenue|Boulevard|Drive)$/, "");
}

function placeLabel(place: Place): string {
  return place.label ?? place.city;
}

function storeName(plan: ShopPlan, street: string): string {
  const { place, brand } = plan;
  if (brand === "ziebart") {
    return plan.extra ? `Ziebart ${placeLabel(place)} – ${streetShortName(street)}` : `Ziebart ${placeLabel(place)}`;
  }
  if (plan.extra) return `Uniglass ${placeLabel(place)} – ${streetShortName(street)}`;
  return place.district ? `Uniglass ${placeLabel(place)} – ${place.district}` : `Uniglass ${placeLabel(place)}`;
}

function coordinate(value: number, index: number): Coordinate {
  if (UNKNOWN_COORDINATE_INDEXES.has(index % 500)) return "0";
  return isStringCoordinate(index) ? value.toFixed(4) : Number(value.toFixed(6));
}

function offset(rng: Rng, spread: number): number {
  return (rng.next() * 2 - 1) * spread;
}

export interface BuildStoresResult {
  stores: SeedStore[];
  /** The plan each store came from, index for index. */
  plans: ShopPlan[];
}

export function buildStores(places: readonly Place[], count: number): BuildStoresResult {
  const plans = planShops(places, count);
  const phones = new PhoneBook();
  const slugs = new Set<string>();
  const serial: Record<Brand, number> = { uniglass: 0, ziebart: 0 };

  const stores = plans.map((plan, index): SeedStore => {
    const { place, brand } = plan;
    const rng = rngFor("store", index);
    const street = rng.pick(place.streets);
    const civic = street.startsWith("rue") ? rng.int(12, 2990) : rng.int(100, 9980);
    const streetAddress = place.english ? `${civic} ${street}` : `${civic}, ${street}`;

    const baseName = storeName(plan, street);
    let slug = slugify(baseName);
    let name = baseName;
    for (let n = 2; slugs.has(slug); n += 1) {
      slug = slugify(`${baseName} ${n}`);
      name = `${baseName} (${n})`;
    }
    slugs.add(slug);

    serial[brand] += 1;
    const storeId = `${brand === "ziebart" ? "ZB" : "UG"}-${String(serial[brand]).padStart(4, "0")}`;

    // Base shops stand within ~500 m of the centre; extra shops spread over the town.
    const spread = plan.extra ? 0.03 : 0.005;
    const latitude = coordinate(place.lat + offset(rng, spread), index);
    const longitude = coordinate(place.lng + offset(rng, spread * 1.4), index);

    const phone = phones.take(place.areaCodes[0]);
    const trackingPhone = rng.chance(1 / 3) ? phones.take(place.areaCodes[1] ?? place.areaCodes[0]) : undefined;
    const hours = buildHours(rng, { smallTown: place.weight === 1, ziebart: brand === "ziebart" });
    const mobileRadius = brand === "uniglass" && !plan.extra ? MOBILE_SERVICE_RADIUS_KM[slug] : undefined;

    return {
      id: index + 1,
      storeId,
      name,
      slug,
      streetAddress,
      city: place.city,
      state: place.state,
      zipCode: postalCode(rng, place),
      region: place.region,
      latitude,
      longitude,
      phone,
      ...(trackingPhone ? { trackingPhone } : {}),
      timezone: place.timezone,
      isZiebart: brand === "ziebart",
      isWorkdays: hours.isWorkdays,
      isWeekends: hours.isWeekends,
      coupons: [],
      storesAvailabilities: hours.storesAvailabilities,
      ...(mobileRadius ? { mobileService: { radiusKm: mobileRadius } } : {}),
      adasCalibration: brand === "uniglass" && place.weight >= ADAS_MIN_PLACE_WEIGHT,
    };
  });
  return { stores, plans };
}
