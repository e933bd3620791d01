/**
 * Query parameters kept across internal navigation (ctn) and campaign
 * parameters captured into cookies (utm_*). Pure functions.
 */
import { CARRIED_QUERY_PARAM, UTM_COOKIES } from "../config/site";

/** The carried parameters present in a search string: {ctn: "…"} or {}. */
export function carriedParams(search: string): Record<string, string> {
  const value = new URLSearchParams(search).get(CARRIED_QUERY_PARAM);
  return value ? { [CARRIED_QUERY_PARAM]: value } : {};
}

/** Adds the carried parameters to an internal href, keeping its own query and hash. */
export function withCarriedParams(href: string, carried: Record<string, string>): string {
  if (!href.startsWith("/") || href.startsWith("//") || Object.keys(carried).length === 0) return href;
  const [beforeHash, hash] = href.split("#", 2);
  const [path, search = ""] = beforeHash.split("?", 2);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(carried)) {
    if (!params.has(key)) params.set(key, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}${hash !== undefined ? `#${hash}` : ""}`;
}

export type CampaignCookie = (typeof UTM_COOKIES)[keyof typeof UTM_COOKIES];
export type Campaign = Partial<Record<CampaignCookie, string>>;

/** utm_source=… → {utmSource: "…"}; values are cut at 200 characters. */
export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const [param, cookie] of Object.entries(UTM_COOKIES)) {
    const value = params.get(param);
    if (value) campaign[cookie] = value.slice(0, 200);
  }
  return campaign;
}

/**
 * Whether an address was built with a missing value: a query parameter whose
 * value is the text "undefined" (what a script writes for a value it does not
 * have). Such a link leads to the not-found page, never to a page that shows
 * or searches for "undefined".
 */
export function hasUndefinedValue(search: string): boolean {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return false;
  }
  for (const value of params.values()) if (value.trim() === "undefined") return true;
  return false;
}
