import * as React from "react";
import { StaticQueryContext } from "gatsby";
import { TranslatorProvider } from "../../hooks/use-translation";
import { createTranslator, resourcesFrom, resourcesFromResults, type LocaleEdge, type Translator } from "../../lib/translate";

interface PageI18nContext {
  language: string;
  defaultLanguage: string;
}

interface WrapArgs {
  element: React.ReactElement;
  props?: { data?: unknown; pageContext?: { i18n?: PageI18nContext; extraStaticQueryHashes?: readonly string[] } };
}

interface PluginOptions {
  redirect?: boolean;
  localeJsonNodeName?: string;
}

/** One translator per page data: Gatsby calls the wrapper again on every render of the page. */
const translators = new WeakMap<object, Translator>();

/** One translator per set of shared bundles: pages with the same bundles share it. */
const sharedTranslators = new Map<string, Translator>();

/**
 * The translator of the bundles `ids` among Gatsby's static query results,
 * where the build writes them (gatsby/translation-bundles.ts) and Gatsby's
 * loader puts them before it renders the page. A bundle missing there shows
 * keys rather than failing the page.
 */
export function sharedTranslator(results: Readonly<Record<string, unknown>> | null | undefined, ids: readonly string[], language: string): Translator {
  const key = `${language}|${ids.join("|")}`;
  const known = sharedTranslators.get(key);
  if (known) return known;
  // Kept only once every file has come: until then, the bundles there are, and keys for the others.
  const present = ids.filter((id) => results?.[id]);
  const resources = resourcesFromResults(results, present);
  const translator = createTranslator(resources ?? {}, language);
  if (resources && present.length === ids.length) sharedTranslators.set(key, translator);
  return translator;
}

function SharedTranslations({ ids, language, children }: { ids: readonly string[]; language: string; children: React.ReactElement }) {
  const results = React.useContext(StaticQueryContext);
  return <TranslatorProvider translator={sharedTranslator(results, ids, language)}>{children}</TranslatorProvider>;
}

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
 * translator of its own bundles, in the language of its context. A page of
 * the route table names them in its context (`extraStaticQueryHashes`, see
 * gatsby/translation-bundles.ts); the 404 page carries them as the `locales`
 * of its query. The plugin still makes the Locale nodes and the English
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
  const shared = props.pageContext?.extraStaticQueryHashes;
  if (shared) {
    return (
      <SharedTranslations ids={shared} language={i18n.language}>
        {element}
      </SharedTranslations>
    );
  }
  const translator = translatorFor(props.data, i18n, options.localeJsonNodeName ?? "locales");
  return <TranslatorProvider translator={translator}>{element}</TranslatorProvider>;
}
