import * as React from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { buildPath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { LocationSearchBox } from "../components/location-search-box/location-search-box";
import { StoreIndex } from "../components/store-index/store-index";
import { useMounted } from "../hooks/use-mounted";
import { useLocale } from "../hooks/use-locale";
import { searchFromQuery, slugFromQuery } from "../lib/store-search";
import { withCarriedParams, carriedParams } from "../lib/carried-query";

const loadFinder = () => import("../components/store-finder/store-finder");
// The results exist only in the browser (they depend on the address): their code (cards, map, search)
// is not part of the page's first load; it loads with a search, or as soon as the visitor reaches for the box.
const StoreFinder = React.lazy(() => loadFinder().then((module) => ({ default: module.StoreFinder })));

/** Locations: the search box, then the results of ?key / ?latitude&longitude, else every store by region. */
export default function LocationsPage({ data, pageContext, location }: PageProps<Queries.LocationsPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mounted = useMounted();
  const query = mounted ? location.search : "";
  const search = React.useMemo(() => searchFromQuery(query), [query]);
  const slug = mounted ? slugFromQuery(location.search) : null;

  React.useEffect(() => {
    if (slug) void navigate(withCarriedParams(buildPath("store-details", locale, { slug }), carriedParams(location.search)), { replace: true });
  }, [slug, locale, location.search]);

  const title = t("pages:locations.title");
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t("pages:locations.intro")} crumbs={[{ title, pathname: location.pathname }]}>
        <div onFocusCapture={() => void loadFinder()} onPointerEnter={() => void loadFinder()}>
          <LocationSearchBox defaultValue={search?.kind === "key" ? search.key : ""} />
        </div>
        {search && (
          <React.Suspense fallback={null}>
            <StoreFinder search={search} />
          </React.Suspense>
        )}
        {!search && !slug && <StoreIndex stores={data.stores.nodes} />}
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  query LocationsPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
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
