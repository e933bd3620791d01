/**
 * The finder's cookies: a store slug each for the favourite, last visited,
 * selected and estimate stores ({product}_FavoriteStore and its siblings, named per brand), and the
 * last place searched. SameSite=Lax, Secure on https, path /.
 */
import Cookies from "js-cookie";
import { COOKIES, FINDER, STORE_COOKIE_MAX_AGE_DAYS } from "../config/site";
import { formatSearchedPlace, type SearchedPlace } from "../lib/store-search";

export type StoreCookie = Exclude<keyof typeof COOKIES, "lastSearch">;

function attributes(days: number = STORE_COOKIE_MAX_AGE_DAYS) {
  const secure = typeof window !== "undefined" && window.location.protocol === "https:";
  return { expires: days, sameSite: "Lax" as const, secure, path: "/" };
}

export function readStoreCookie(cookie: StoreCookie): string | null {
  return Cookies.get(COOKIES[cookie]) || null;
}

export function writeStoreCookie(cookie: StoreCookie, slug: string): void {
  Cookies.set(COOKIES[cookie], slug, attributes());
}

export function removeStoreCookie(cookie: StoreCookie): void {
  Cookies.remove(COOKIES[cookie], { path: "/" });
}

/** The last place searched, for the next page to start from (read with the page's cookies: src/state/app-state.tsx). */
export function writeLastSearch(place: SearchedPlace): void {
  Cookies.set(COOKIES.lastSearch, formatSearchedPlace(place), attributes(FINDER.lastSearchDays));
}
