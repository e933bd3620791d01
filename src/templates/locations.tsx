import * as React from "react";
import { graphql, navigate, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { buildPath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { LocationSearchBox } from "../components/location-search-box/location-search-box";
import { StoreIndex } from "../components/store-index/store-index";
import { FinderLoading, FinderPlaceholder } from "../components/store-finder/finder-frame";
import { useMountedInNextTask } from "../hooks/use-mounted";
import { useLocale } from "../hooks/use-locale";
import { searchFromQuery, slugFromQuery } from "../lib/store-search";
import { withCarriedParams, carriedParams } from "../lib/carried-query";
import { earlySearch, forgetEarlySearch } from "../lib/finder-early";
import { FINDER_SEARCH_CLASS, FINDER_SEARCH_SCRIPT, earlyAsked } from "../lib/finder-flag";
import { LazyPart } from "../components/lazy-part/lazy-part";
import { yieldToMain } from "../lib/yield-to-main";
import * as styles from "./locations.module.css";

const loadFinder = () => import("../components/store-finder/store-finder");
/** Starts the search's worker while the finder's code loads, rather than at the finder's first search. */
const warmFinder = () => void import("../api-client/finder-remote").then((module) => module.warmFinder());
// The results exist only in the browser (they depend on the address): their code (cards, map, search)
// is not part of the page's first load; it loads with a search, or as soon as the visitor reaches for the box.
// The finder renders a task after its code is evaluated: the last of its files to arrive is evaluated
// in the task of its load event, which would otherwise render the finder too.
const StoreFinder = React.lazy(() => {
  warmFinder();
  return loadFinder().then(async (module) => {
    await yieldToMain();
    return { default: module.StoreFinder };
  });
});
// Opened with a search (the head's flag): the finder's code and worker start loading now, while the
// page hydrates, rather than from the render that follows hydration, which then finds them loaded.
// In a task of their own: adding the finder's script and style elements and its worker's would
// otherwise lengthen the task that evaluates the page's code by a quarter.
if (typeof document !== "undefined" && document.documentElement.classList.contains(FINDER_SEARCH_CLASS)) {
  void yieldToMain().then(() => {
    void loadFinder();
    warmFinder();
  });
}

/** Locations: the search box, then the results of ?key / ?latitude&longitude, else every store by region. */
export default function LocationsPage({ data, pageContext, location }: PageProps<Queries.LocationsPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mounted = useMountedInNextTask();
  // A search from this page's box shows its results at once, while Gatsby's navigate brings the
  // address along: it fetches the page's data again for every new query (its cache is keyed by
  // the whole address), some 40 ms before the page would learn of the search. Until the address
  // moves, the page shows the search asked for; then the address says the same thing.
  // A search sent from the box before the page ran (its words kept by the head's script) is asked
  // from here as the page starts, so the first render after hydration shows it, with no flash of the index.
  const [early] = React.useState(() => earlyAsked(locale, location.search, typeof window === "undefined" ? null : earlySearch()));
  const [asked, setAsked] = React.useState<{ from: string; query: string } | null>(() => early?.asked ?? null);
  const query = !mounted ? "" : asked && asked.from === location.search ? asked.query : location.search;
  const currentQuery = location.search;
  // Once the address moved (to the search asked for, or Back to an earlier one), it alone says what to show.
  React.useEffect(() => setAsked((current) => (current && current.from === currentQuery ? current : null)), [currentQuery]);
  // Back or Forward says so too, even straight back to where the search was asked from: on a slow
  // phone the page may not have rendered the moved address before Back, and would not see it move.
  React.useEffect(() => {
    const forget = () => setAsked(null);
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);
  React.useEffect(() => {
    if (!mounted || !early) return;
    forgetEarlySearch();
    void navigate(early.href);
  }, [mounted, early]);
  const searchHere = React.useCallback(
    (href: string) => {
      const target = new URL(href, window.location.href);
      if (target.pathname === window.location.pathname) setAsked({ from: currentQuery, query: target.search });
      void navigate(href);
    },
    [currentQuery],
  );
  const search = React.useMemo(() => searchFromQuery(query), [query]);
  const slug = mounted ? slugFromQuery(location.search) : null;

  // What the head's script guessed from the address, now from the search the page understood.
  React.useEffect(() => {
    if (mounted) document.documentElement.classList.toggle(FINDER_SEARCH_CLASS, search !== null);
  }, [mounted, search]);
  React.useEffect(() => () => document.documentElement.classList.remove(FINDER_SEARCH_CLASS), []);

  React.useEffect(() => {
    if (slug) void navigate(withCarriedParams(buildPath("store-details", locale, { slug }), carriedParams(location.search)), { replace: true });
  }, [slug, locale, location.search]);

  const title = t("pages:locations.title");
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t("pages:locations.intro")} crumbs={[{ title, pathname: location.pathname }]}>
        <div
          onFocusCapture={() => {
            void loadFinder();
            warmFinder();
          }}
          onPointerEnter={() => void loadFinder()}
        >
          <LocationSearchBox defaultValue={search?.kind === "key" ? search.key : ""} onSearch={searchHere} />
        </div>
        <div className={styles.results}>
          {!mounted && <FinderPlaceholder className={styles.placeholder} />}
          {search && (
            <LazyPart fallback={<FinderLoading search={search} />}>
              <StoreFinder search={search} />
            </LazyPart>
          )}
        </div>
        {!search && !slug && <StoreIndex stores={data.stores.nodes} />}
      </PageShell>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.LocationsPageQuery, SitePageContext>) {
  return (
    <RouteHead {...props}>
      <script dangerouslySetInnerHTML={{ __html: FINDER_SEARCH_SCRIPT }} />
    </RouteHead>
  );
}

export const query = graphql`
  query LocationsPage($language: String!) {
    stores: allUniglassStore(filter: { locale: { eq: $language } }, sort: { name: ASC }) {
      nodes {
        slug
        name
        city
        region
        streetAddress
        phone
        trackingPhone
      }
    }
  }
`;
