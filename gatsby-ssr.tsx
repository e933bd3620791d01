import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { CarriedParamsProvider } from "./src/hooks/use-carried-params";
import { AppStateProvider } from "./src/state/app-state";
import { isPageHead } from "./src/lib/hydration";
import { MAIN_ID } from "./src/components/layout/landmarks";
import { dataPreloads } from "./gatsby/page-preloads";

/** The query parameters to keep on internal links, read once per page for every link. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <CarriedParamsProvider search={props.location.search}>{element}</CarriedParamsProvider>
);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (isPageHead(element) ? element : <AppStateProvider>{element}</AppStateProvider>);

/**
 * A busy phone parses the HTML in slices and may paint between two of them.
 * A row painted before its last item is parsed is laid out again when the
 * item arrives, and what moves counts as a layout shift: in the header, the
 * menu button before its label, the phone number before the language link.
 * `rel=expect` holds the first paint until the main landmark is in the
 * document, so the header is never painted half-parsed; it costs the parsing
 * of the header and nothing else. Rows inside the page take their size from
 * what the build knows instead (the store card's logo row and action buttons,
 * the carousel's controls). Browsers without `rel=expect` paint as before, and
 * a page without `#main` paints once its HTML is parsed.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  setHeadComponents([
    <link key="expect-main" rel="expect" href={`#${MAIN_ID}`} blocking="render" />,
    // The site's and the page's data, fetched while the app's scripts download (gatsby/page-preloads.ts).
    ...dataPreloads(pathname).map((href) => <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />),
  ]);
};
