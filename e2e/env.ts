/** Where the browser tests find the site: set by global-setup, read by the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT || 9100);
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The SITE_URL the site is built with during the browser tests. */
export const SITE_URL = `http://localhost:${E2E_PORT}`;
export { CHROMIUM_PATH as CHROMIUM } from "../scripts/lib/chromium";
/**
 * The token of the sample API's submissions listing during the browser tests
 * (global-setup gives it to the server; the tests read what was stored with it).
 */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN || `e2e-admin-token-${E2E_PORT}-0123456789abcdef`;

/** What visitors submitted, from the sample API's listing (GET /api/_admin/submissions with the bearer token). */
export async function submissions<T = Record<string, Record<string, unknown>[]>>(origin = ORIGIN): Promise<T> {
  const response = await fetch(`${origin}/api/_admin/submissions`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  if (!response.ok) throw new Error(`GET /api/_admin/submissions answered ${response.status}`);
  return (await response.json()) as T;
}
