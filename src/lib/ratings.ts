import { LIMITS } from "../config/site";

export const MAX_RATING = 100 / LIMITS.percentPerUnit; // 5 stars

/** SPEC §9: a rating drawn at 20 % per unit (4.5 → 90), kept within 0…100. */
export function ratingPercent(rating: number): number {
  return Math.min(100, Math.max(0, rating * LIMITS.percentPerUnit));
}

/** The average of the ratings, one decimal; null without reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, r) => total + r, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
