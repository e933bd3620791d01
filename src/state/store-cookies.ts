/** The store cookies of SPEC §9 ({product}_FavoriteStore …): a store slug, SameSite=Lax, Secure on https. */
import Cookies from "js-cookie";
import { COOKIES, STORE_COOKIE_MAX_AGE_DAYS } from "../config/site";

export type StoreCookie = keyof typeof COOKIES;

function attributes() {
  const secure = typeof window !== "undefined" && window.location.protocol === "https:";
  return { expires: STORE_COOKIE_MAX_AGE_DAYS, sameSite: "Lax" as const, secure, path: "/" };
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
