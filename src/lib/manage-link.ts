/**
 * A booking's private link as the browser handles it, pure: the token in a
 * booking's answer, and the token of the manage page's address. The page
 * moves the token out of the address into the tab's session storage, so it
 * is not in the address that the browser's history, a shared screen or a
 * third-party script (analytics reads the page's URL) could see afterwards,
 * and a reload of the tab still finds it.
 */
import { MANAGE_LINK_PROBLEMS, type ManageLinkProblem } from "../contract/constants";

export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const MANAGE_TOKEN_KEY = "uniglass:manage-token";

/** The private token of a booking's answer, or null. */
export function manageTokenOf(result: { body?: Record<string, unknown> }): string | null {
  const token = result.body?.manageToken;
  return typeof token === "string" && MANAGE_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The token a manage page should use: the one of its address (`?token=`)
 * when there is one (well formed or not: a wrong link must say so), else the
 * one kept for this tab. `stripped` is the address's query without the token.
 */
export function tokenFromAddress(search: string, kept: string | null): { token: string | null; fromAddress: boolean; stripped: string } {
  const params = new URLSearchParams(search);
  const inAddress = params.get("token");
  params.delete("token");
  const rest = params.toString();
  const stripped = rest ? `?${rest}` : "";
  if (inAddress !== null) return { token: inAddress.trim(), fromAddress: true, stripped };
  return { token: kept && MANAGE_TOKEN_PATTERN.test(kept) ? kept : null, fromAddress: false, stripped };
}

/** Why a private link no longer opens a booking, from the API's answer (404 or 410 and its message); null for another failure (network…). */
export function linkProblem(error: { status: number | null; reason?: string }): ManageLinkProblem | null {
  if (error.status !== 404 && error.status !== 410) return null;
  return (MANAGE_LINK_PROBLEMS as readonly string[]).includes(error.reason ?? "") ? (error.reason as ManageLinkProblem) : "invalid_link";
}
