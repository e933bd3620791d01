/**
 * In the browser, zod compiles its object parsers with `new Function`, which
 * the site's Content-Security-Policy forbids (no 'unsafe-eval'): the browser
 * then reports a violation on every parse. jitless parses without it. zod
 * decides when a schema is created, so this module is imported before any
 * schema: first in gatsby-browser and at the top of the contract modules.
 * The build and the sample server (no window) keep the faster compiled parsers.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
