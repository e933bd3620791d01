/**
 * URLs that come from the API (partner and social links, promotion buttons,
 * images) end up in href and src attributes, which React does not filter: a
 * `javascript:` link would run when clicked. Only http(s), mailto, tel and
 * relative URLs are kept.
 */
const ALLOWED_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const IMAGE_SCHEMES = new Set(["http:", "https:"]);

// Browsers drop ASCII tab/newline anywhere in a URL and C0 controls and spaces at
// its ends before reading the scheme ("java\tscript:" is javascript:).
// eslint-disable-next-line no-control-regex -- these controls are what it removes
const IGNORED_BY_BROWSERS = /[\u0000-\u001f\u007f]/g;

function checked(raw: string | null | undefined, schemes: ReadonlySet<string>): string | null {
  if (typeof raw !== "string") return null;
  const url = raw.replace(IGNORED_BY_BROWSERS, "").trim();
  if (url === "") return null;
  // Protocol-relative ("//evil.example") and backslash tricks ("/\\evil.example") leave the site.
  if (/^[/\\]{2}/.test(url) || /^\/\\/.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    // Relative: a path, a query or a fragment. A colon before any "/", "?" or "#" would be a scheme.
    return url;
  }
  return schemes.has(`${scheme[1].toLowerCase()}:`) ? url : null;
}

/** The URL for a link (href), or null when it is not http(s), mailto, tel or relative. */
export function safeUrl(raw: string | null | undefined): string | null {
  return checked(raw, ALLOWED_SCHEMES);
}

/** The URL for an image (src), or null when it is not http(s) or relative. */
export function safeImageUrl(raw: string | null | undefined): string | null {
  return checked(raw, IMAGE_SCHEMES);
}
