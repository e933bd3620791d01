/**
 * Store reviews: about half of the stores have 3 to 8, rated mostly 4 and 5,
 * mostly in French (mostly in English in English-speaking towns), about the
 * shop's own services.
 */
import { AUTHORS, PROTECTION_REVIEWS, REVIEWS, type Rating } from "./catalog/reviews";
import { rngFor } from "./random";
import type { Place } from "./sources";
import { dayBetween, frenchSpaces } from "./text";
import type { SeedStore, SeedTestimonial } from "./types";

export function buildTestimonials(stores: readonly SeedStore[], englishTowns: ReadonlySet<string>): SeedTestimonial[] {
  const testimonials: SeedTestimonial[] = [];
  for (const store of stores) {
    const rng = rngFor("testimonials", store.slug);
    if (!rng.chance(0.48)) continue;
    const count = rng.int(3, 8);
    const englishShare = englishTowns.has(store.city) ? 0.7 : 0.15;
    // A shop is reviewed for what it does: glass at a Uniglass shop, protection at a Ziebart shop.
    const pool = store.isZiebart ? PROTECTION_REVIEWS : REVIEWS;
    const used = new Set<string>();
    const dated: SeedTestimonial[] = [];
    for (let i = 0; i < count; i += 1) {
      const language = rng.chance(englishShare) ? "en" : "fr";
      const rating = rng.weighted<Rating>([
        [5, 55],
        [4, 28],
        [3, 10],
        [2, 7],
      ]);
      const fresh = pool[language][rating].filter((text) => !used.has(text));
      const text = rng.pick(fresh.length > 0 ? fresh : pool[language][rating]);
      used.add(text);
      dated.push({
        id: 0,
        store: store.slug,
        author: rng.pick(AUTHORS[language]),
        rating,
        date: dayBetween("2025-03-01", "2026-11-15", rng.next()),
        text: language === "fr" ? frenchSpaces(text.replace("{city}", store.city)) : text.replace("{city}", store.city),
        language,
      });
    }
    dated.sort((a, b) => b.date.localeCompare(a.date));
    for (const review of dated) testimonials.push({ ...review, id: testimonials.length + 1 });
  }
  return testimonials;
}

/** Cities of the places flagged English-speaking. */
export function englishTownsOf(places: readonly Place[]): Set<string> {
  return new Set(places.filter((p) => p.english).map((p) => p.city));
}
