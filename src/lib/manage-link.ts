/**
 * A booking's private link as the browser handles it, pure: the token in a
 * booking's answer, and the token of the manage page's address. The link
 * carries the token in its fragment (`#token=`), which the browser never
 * sends: not in the page's request, not in a Referer. The page then moves
 * the token out of the address into the tab's session storage, so it is not
 * in the address that the browser's history, a shared screen or a
 * third-party script (analytics reads the page's URL) could see afterwards,
 * and a reload of the tab still finds it. Links of an earlier form
 * (`?token=`) are still read.
 */
import { MANAGE_LINK_PROBLEMS, type ManageLinkProblem } from "../contract/constants";

export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const MANAGE_TOKEN_KEY = "uniglass:manage-token";

/** The manage page's address (`pagePath`) with a token, in its fragment. */
export function manageHref(pagePath: string, token: string): string {
  return `${pagePath}#token=${token}`;
}

/** The private token of a booking's answer, or null. */
export function manageTokenOf(result: { body?: Record<string, unknown> }): string | null {
  const token = result.body?.manageToken;
  return typeof token === "string" && MANAGE_TOKEN_PATTERN.test(token) ? token : null;
}

/** Whether a booking's answer says its link went out by e-mail or text only (a replayed answer carries no token). */
export function manageLinkSentOf(result: { body?: Record<string, unknown> }): boolean {
  return result.body?.manageLinkSent === true;
}

/**
 * The token a manage page should use: the one of its address (`#token=`, or
 * `?token=` in links of an earlier form) when there is one (well formed or
 * not: a wrong link must say so), else the one kept for this tab. `search`
 * and `hash` are the address's query and fragment without the token.
 */
export function tokenFromAddress(
  address: { search: string; hash: string },
  kept: string | null,
): { token: string | null; fromAddress: boolean; search: string; hash: string } {
  const query = new URLSearchParams(address.search);
  const fragment = new URLSearchParams(address.hash.replace(/^#/, ""));
  const inAddress = fragment.get("token") ?? query.get("token");
  query.delete("token");
  const search = query.toString() ? `?${query.toString()}` : "";
  // A fragment without a token (an anchor) stays as it was.
  let hash = address.hash;
  if (fragment.has("token")) {
    fragment.delete("token");
    hash = fragment.toString() ? `#${fragment.toString()}` : "";
  }
  if (inAddress !== null) return { token: inAddress.trim(), fromAddress: true, search, hash };
  return { token: kept && MANAGE_TOKEN_PATTERN.test(kept) ? kept : null, fromAddress: false, search, hash };
}

/** Why a private link no longer opens a booking, from the API's answer (404 or 410 and its message); null for another failure (network…). */
export function linkProblem(error: { status: number | null; reason?: string }): ManageLinkProblem | null {
  if (error.status !== 404 && error.status !== 410) return null;
  return (MANAGE_LINK_PROBLEMS as readonly string[]).includes(error.reason ?? "") ? (error.reason as ManageLinkProblem) : "invalid_link";
}
