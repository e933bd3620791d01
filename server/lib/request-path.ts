/**
 * The path a request names, as a router or a file server reads it: the part
 * before "?" and "#", percent-decoded, with "." and ".." segments resolved and
 * repeated slashes collapsed. Decisions about a request (is it the API? which
 * headers apply?) are made on this, never on the raw URL with its query.
 */
export function requestPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] || "/";
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw path (no route matches it either).
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const trailing = decoded.length > 1 && decoded.endsWith("/") ? "/" : "";
  return `/${segments.join("/")}${segments.length ? trailing : ""}`;
}

/** Whether a path is the API's or the WordPress REST API's (JSON answers, not pages of the site). */
export function isApiPath(path: string, apiPrefix: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`) || /^\/blog\/(?:[a-z]{2}\/)?wp-json(?:\/|$)/.test(path);
}

/**
 * A redirect's target kept on this site: a target that starts with two or
 * more slashes or backslashes ("//en/", "/\\host", also once a browser has
 * dropped the tabs and line breaks it ignores in an address) is read as
 * another site's address; it becomes the path it was meant to be ("/en/").
 * The static file server builds such targets from addresses like
 * "/.//x/../en".
 */
export function siteLocation(location: string): string {
  const read = location.replace(/[\t\n\r]/g, "");
  return /^[/\\]{2,}/.test(read) ? read.replace(/^[/\\]+/, "/") : location;
}
