import * as React from "react";
import { I18nContext, getI18n } from "react-i18next";
import type { i18n as I18n } from "i18next";

/**
 * The page's translation function, for every component of the site.
 *
 * It answers the common cases, a "namespace:key.path" whose text is plain or
 * only has {{placeholders}} given as options, with a direct lookup in the
 * loaded bundles, and hands everything else (plurals, context, formats,
 * `$t()` nesting, missing keys and fallbacks) to i18next. A page renders a
 * few hundred texts while it hydrates; i18next resolves each through its
 * whole pipeline, which on a phone costs tens of milliseconds of the page's
 * first interaction, for the same string.
 *
 * Unlike react-i18next's hook, it does not listen for language changes: the
 * i18n plugin makes a new i18next instance, in one language, for each page.
 */
type Translate = I18n["t"];

const fastByInstance = new WeakMap<I18n, Translate>();

/** A value of the bundles at "key.path", or undefined. */
function lookup(bundle: unknown, path: string): unknown {
  let value = bundle;
  for (const part of path.split(".")) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The text with its {{placeholders}} replaced, when the options are nothing
 * but values for them (strings or numbers; no count, context or format);
 * otherwise null.
 */
function interpolate(text: string, options: unknown): string | null {
  if (!options || typeof options !== "object") return null;
  const values = options as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    if (name === "count" || name === "context" || (typeof value !== "string" && typeof value !== "number")) return null;
    if (!text.includes(`{{${name}}}`)) return null;
  }
  let complete = true;
  const result = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) complete = false;
    return String(value);
  });
  // Anything i18next would read differently ({{value, format}}, a missing value) goes to i18next.
  return complete && !result.includes("{{") ? result : null;
}

export function fastTranslate(i18n: I18n): Translate {
  const known = fastByInstance.get(i18n);
  if (known) return known;
  const translate = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length <= 1 && typeof key === "string") {
      const colon = key.indexOf(":");
      if (colon > 0) {
        const text = lookup(i18n.store?.data?.[i18n.language]?.[key.slice(0, colon)], key.slice(colon + 1));
        if (typeof text === "string" && !text.includes("$t(")) {
          if (rest.length === 0 && !text.includes("{{")) return text;
          const filled = interpolate(text, rest[0]);
          if (filled !== null) return filled;
        }
      }
    }
    return (i18n.t as (...args: unknown[]) => unknown)(key, ...rest);
  }) as Translate;
  fastByInstance.set(i18n, translate);
  return translate;
}

export function useTranslation(): { t: Translate; i18n: I18n } {
  const context = React.useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n();
  return React.useMemo(() => ({ t: fastTranslate(i18n), i18n }), [i18n]);
}
