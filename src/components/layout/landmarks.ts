/**
 * The id of every page's main landmark: the skip link's target, and what the
 * first paint waits for (`gatsby-ssr.tsx`), so the header is never painted
 * half-parsed.
 */
export const MAIN_ID = "main";
