import { LIMITS } from "../config/site";

export const MAX_RATING = 100 / LIMITS.percentPerUnit; // 5 stars

/** A rating drawn at 20 % per unit (4.5 → 90), kept within 0…100. */
export function ratingPercent(rating: number): number {
  return Math.min(100, Math.max(0, rating * LIMITS.percentPerUnit));
}

/** The average of the ratings, one decimal; null without reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, r) => total + r, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/**
 * A rating as the page's language writes it, at most one decimal: "4,5" in
 * French, "4.5" in English, "4" for a whole number. Plain arithmetic rather
 * than Intl.NumberFormat, whose first use loads locale data while a store
 * page is being made interactive.
 */
export function formatRating(rating: number, language: string): string {
  const text = String(Math.round(rating * 10) / 10);
  return language === "en" ? text : text.replace(".", ",");
}

/** A store's rating as the contract carries it: its average and count, or nothing without reviews. */
export function storeRating(ratings: readonly number[]): { ratingAverage?: number; reviewCount?: number } {
  const average = averageRating(ratings);
  return average === null ? {} : { ratingAverage: average, reviewCount: ratings.length };
}
