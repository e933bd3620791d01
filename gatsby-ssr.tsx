import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { CarriedParamsProvider } from "./src/hooks/use-carried-params";
import { AppStateProvider } from "./src/state/app-state";
import { isPageHead } from "./src/lib/hydration";
import { dataPreloads } from "./gatsby/page-preloads";
import { EARLY_TAPS_SCRIPT } from "./src/lib/early-taps";

/** The query parameters to keep on internal links, read once per page for every link. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <CarriedParamsProvider search={props.location.search}>{element}</CarriedParamsProvider>
);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (isPageHead(element) ? element : <AppStateProvider>{element}</AppStateProvider>);

/**
 * First in every page's head, the script that keeps the taps made before the
 * page runs (src/lib/early-taps.ts). Then the site's and the page's data and the page's translation bundles, fetched while the app's scripts download
 * (gatsby/page-preloads.ts). The first paint is never held: a half-parsed
 * header stays hidden by its own styles instead (src/components/header), as
 * a render-blocking `<link rel="expect">` kept Chrome's first paint back by
 * about a second whenever it holds the paint of a new page (paint holding).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  // `gatsby develop` renders one empty shell for every page and gives no page data to read: nothing to do there.
  if (typeof loadPageDataSync !== "function") return;
  const pageData = loadPageDataSync(pathname) as { staticQueryHashes?: string[] } | null;
  setHeadComponents([
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />,
    ...dataPreloads(pathname, pageData?.staticQueryHashes).map((href) => <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />),
  ]);
};
