/** Where the browser tests find the site: set by global-setup, read by the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT || 9100);
/**
 * The fixed ports of the servers some files start beside the shared site, one
 * per use, so that the two workers can run any two files at once. Servers
 * whose address no build or page holds (the fault proxies and the APIs behind
 * them) take a free port from the system instead.
 */
export const PORTS = {
  /**
   * The sample API of `npm run build:sample` in the builds of the shared site
   * (before any test runs) and of e2e/rebuild-changes.e2e.ts: the same
   * address, since the source plugin keeps the API's answers by address.
   */
  builds: E2E_PORT + 1,
  /** e2e/hostile-input.e2e.ts: the built hostile site. */
  hostileSite: E2E_PORT + 2,
  /** e2e/abuse-limits.e2e.ts: a sample server with a limit of one submission. */
  abuseLimits: E2E_PORT + 3,
  /** e2e/manage-booking.e2e.ts: a sample server on a database holding a past booking. */
  manageBooking: E2E_PORT + 4,
  /** e2e/photo-retry.e2e.ts: a sample server with a tight submission limit. */
  photoRetry: E2E_PORT + 5,
} as const;
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The SITE_URL the site is built with during the browser tests. */
export const SITE_URL = `http://localhost:${E2E_PORT}`;
export { TEST_CHROMIUM_PATH as CHROMIUM } from "../scripts/lib/chromium";
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
