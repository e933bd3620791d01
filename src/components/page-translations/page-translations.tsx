import * as React from "react";
import { TranslatorProvider } from "../../hooks/use-translation";
import { createTranslator, resourcesFrom, type LocaleEdge, type Translator } from "../../lib/translate";

interface PageI18nContext {
  language: string;
  defaultLanguage: string;
}

interface WrapArgs {
  element: React.ReactElement;
  props?: { data?: unknown; pageContext?: { i18n?: PageI18nContext } };
}

interface PluginOptions {
  redirect?: boolean;
  localeJsonNodeName?: string;
}

/** One translator per page data: Gatsby calls the wrapper again on every render of the page. */
const translators = new WeakMap<object, Translator>();

function translatorFor(data: unknown, i18n: PageI18nContext, field: string): Translator {
  const key: object = data && typeof data === "object" ? data : i18n;
  let translator = translators.get(key);
  if (!translator || translator.language !== i18n.language) {
    const edges = (data as Record<string, { edges?: LocaleEdge[] } | undefined> | undefined)?.[field]?.edges;
    translator = createTranslator(resourcesFrom(edges, i18n.defaultLanguage), i18n.language);
    translators.set(key, translator);
  }
  return translator;
}

/**
 * Stands in for gatsby-plugin-react-i18next's page wrapper, in the browser
 * and in the build (gatsby/webpack.ts swaps the module): every page gets the
 * translator of its own bundles (the `locales` of its query, in the language
 * of its context). The plugin still makes the Locale nodes and the English
 * copy of the 404 page; its wrapper set up a new i18next instance for every
 * page while it hydrated, the largest script and one of the longest tasks of
 * a first visit (see docs/decisions.md).
 */
export function wrapPageElement({ element, props }: WrapArgs, options: PluginOptions = {}): React.ReactElement {
  if (options.redirect) {
    throw new Error("The site's page wrapper does not redirect by browser language: keep the i18n plugin's `redirect: false`");
  }
  const i18n = props?.pageContext?.i18n;
  if (!i18n) return element;
  const translator = translatorFor(props.data, i18n, options.localeJsonNodeName ?? "locales");
  return <TranslatorProvider translator={translator}>{element}</TranslatorProvider>;
}
