/**
 * In the browser, zod compiles its object parsers with `new Function`, which
 * the site's Content-Security-Policy forbids (no 'unsafe-eval'): the browser
 * then reports a violation on every parse. jitless parses without it. zod
 * decides when a schema is created, so this module is imported before any
 * schema: at the top of the contract modules (and of any other module that
 * builds a schema). It is not in gatsby-browser: zod would then load with
 * every page, while most pages need it only once a visitor sends a form.
 * The build and the sample server (no window) keep the faster compiled parsers.
 */
import { z } from "zod";

if ("window" in globalThis) z.config({ jitless: true });
