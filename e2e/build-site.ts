/**
 * `npm run build:e2e`: builds the site the browser tests share, in a copy of
 * the project (E2E_SITE_PROJECT names the folder, else a new one of the OS
 * temp dir), and copies its public/ and regenerated src/gatsby-types.d.ts into
 * the checkout (e2e/support/site-build.ts). `.ci/run` runs it as its build
 * stage, then the browser tests with SKIP_BUILD=1 and the same E2E_SITE_PROJECT.
 */
import { buildSharedSite, SITE_PROJECT_ENV } from "./support/site-build";

const started = Date.now();
buildSharedSite(process.env[SITE_PROJECT_ENV] || undefined).then(
  (project) => console.log(`The shared site was built in ${project} in ${Math.round((Date.now() - started) / 1000)} s; its public/ is in the checkout.`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
