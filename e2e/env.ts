/** Where the browser tests find the site: set by global-setup, read by the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT || 9100);
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The SITE_URL the site is built with during the browser tests. */
export const SITE_URL = `http://localhost:${E2E_PORT}`;
export const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";
