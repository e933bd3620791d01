/**
 * HTML from the API and WordPress is sanitized once, at build time, before it
 * reaches a node (pages render it with dangerouslySetInnerHTML). Plain-text
 * fields are not touched: React escapes them.
 */
import sanitizeHtml from "sanitize-html";
import { LARGEST_PAINT_IMAGE, LATER_IMAGE } from "../../src/lib/image-priority";

const TABLE_CELL_ATTRIBUTES = ["colspan", "rowspan", "scope"];

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "span",
    "strong",
    "em",
    "b",
    "i",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "picture",
    "source",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    "*": ["class", "lang"],
    a: ["href", "title", "rel", "target"],
    // WordPress writes the sizes it made of an image as srcset and sizes: a phone loads the one that fits.
    img: ["src", "srcset", "sizes", "alt", "width", "height", { name: "loading", multiple: false, values: ["lazy", "eager"] }, "decoding"],
    // Art direction (the hero's narrow crop): sanitize-html checks every URL of srcset against allowedSchemes.
    source: ["srcset", "media", "width", "height", "type"],
    th: TABLE_CELL_ATTRIBUTES,
    td: TABLE_CELL_ATTRIBUTES,
  },
  // Relative URLs are kept; javascript:, data:, vbscript: and friends are not.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not only the tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
  disallowedTagsMode: "discard",
  // <source> is a void element: written without an end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target !== "_blank") {
        // Only _blank and _self make sense; anything else (a named window) is dropped.
        const { target, ...rest } = attribs;
        return { tagName, attribs: target === "_self" ? attribs : rest };
      }
      const rel = new Set((attribs.rel ?? "").split(/\s+/).filter(Boolean));
      rel.add("noopener");
      rel.add("noreferrer");
      return { tagName, attribs: { ...attribs, rel: [...rel].join(" ") } };
    },
  },
};

export function sanitize(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/**
 * A hero slide, sanitized with its images' loading set by the parser (never
 * by rewriting the HTML afterwards): the first slide is the page's largest
 * paint, its images load at once with high priority; the others lazily.
 */
export function sanitizeSlide(html: string | null | undefined, first: boolean): string {
  if (!html) return "";
  const loading: Record<string, string> = first ? LARGEST_PAINT_IMAGE : LATER_IMAGE;
  return sanitizeHtml(html, {
    ...SANITIZE_OPTIONS,
    allowedAttributes: {
      ...(SANITIZE_OPTIONS.allowedAttributes as Record<string, sanitizeHtml.AllowedAttribute[]>),
      img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "fetchpriority", "decoding"],
    },
    transformTags: {
      ...SANITIZE_OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const { loading: _l, fetchpriority: _f, decoding: _d, ...rest } = attribs;
        return { tagName, attribs: { ...rest, ...loading } };
      },
    },
  }).trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  euro: "€",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  icirc: "î",
  iuml: "ï",
  ocirc: "ô",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  oelig: "œ",
  Agrave: "À",
  Acirc: "Â",
  Ccedil: "Ç",
  Eacute: "É",
  Egrave: "È",
  Ecirc: "Ê",
  Icirc: "Î",
  Ocirc: "Ô",
  Ugrave: "Ù",
  Ucirc: "Û",
  OElig: "Œ",
};

function codePoint(n: number, original: string): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : original;
}

/** Decodes the character references WordPress puts in title.rendered (&#8217;, &amp;, &eacute;…). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === "#") {
      const hex = body[1] === "x" || body[1] === "X";
      return codePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED_ENTITIES[body] ?? match;
  });
}

/** WordPress' rendered title → plain text: tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: SANITIZE_OPTIONS.nonTextTags });
  // sanitize-html re-encodes &, <, > in text: decoding once gives the text back. Runs of white space
  // become one space, but a non-breaking space stays: French puts one before : ; ! ? and $.
  return decodeEntities(withoutTags)
    .replace(/[^\S\u00a0]+/g, " ")
    .trim();
}
