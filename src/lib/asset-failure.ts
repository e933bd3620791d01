/**
 * A failed asset load (usually a deploy replaced the files) forces a full page load. Decides whether an
 * error event is a failed script/stylesheet/page-data load of this site, and
 * guards against reload loops (at most one forced reload per 10 s per URL).
 */
export const RELOAD_GUARD_KEY = "uniglass:asset-reload";
const GUARD_MS = 10_000;

export function isSiteAsset(url: string | null | undefined, origin: string): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && /\.(m?js|css|json)$/.test(parsed.pathname);
  } catch {
    return false;
  }
}

/**
 * Whether a failed element was needed to show the page: the page's scripts
 * and stylesheets are; a prefetch (Gatsby prefetches the links in view) is
 * not, and a prefetch of a missing page must never reload the page. Nor is
 * a script or stylesheet the bundler added on demand, which it watches with
 * an error handler of its own (`watched`): the code that asked for it
 * receives the failure. Gatsby's page loader asks for the next page's code
 * and styles when a link is hovered and, if the visitor then follows the
 * link, loads that page in full itself; a part loaded on demand reaches its
 * LazyPart's error boundary, which reloads the page.
 */
export function isRequiredAsset(tagName: string, rel: string | null | undefined, watched = false): boolean {
  if (watched) return false;
  if (tagName === "SCRIPT") return true;
  return tagName === "LINK" && (rel ?? "").split(/\s+/).includes("stylesheet");
}

export function isChunkError(reason: unknown): boolean {
  if (!reason || typeof reason !== "object") return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === "ChunkLoadError" ||
    (typeof message === "string" &&
      /(Loading chunk|Loading CSS chunk|Failed to load script|Failed to fetch dynamically imported module|Route did not complete loading|Failed to load client build manifest)/.test(
        message,
      ))
  );
}

/** True when a forced reload is allowed now; the guard value is "<href>|<time>". */
export function mayReload(guard: string | null, href: string, now: number): boolean {
  if (!guard) return true;
  const [lastHref, time] = guard.split("|");
  return lastHref !== href || now - Number(time) > GUARD_MS;
}

/**
 * Loads the page again from the server, at most once per 10 s per URL (a
 * deploy removed what it needed). Returns false when it does not: the page
 * was loaded again for a failure moments ago, and what failed is still
 * missing (the connection is down, or the server lost the file).
 */
export function forceFullLoad(): boolean {
  const href = window.location.href;
  try {
    if (!mayReload(window.sessionStorage.getItem(RELOAD_GUARD_KEY), href, Date.now())) return false;
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, `${href}|${Date.now()}`);
  } catch {
    // sessionStorage unavailable: reload anyway, the browser's own cache breaks any loop.
  }
  window.location.reload();
  return true;
}
