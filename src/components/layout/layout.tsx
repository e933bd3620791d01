import * as React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { useTranslation } from "../../hooks/use-translation";
import { useMounted } from "../../hooks/use-mounted";
import { hasUndefinedValue } from "../../lib/carried-query";
import type { SitePageContext } from "../../config/page-context";
import { Header } from "../header/header";
import { Footer } from "../footer/footer";
import { EstimateDialog } from "../estimate-dialog/estimate-dialog";
import { AppointmentDialog } from "../appointment-dialog/appointment-dialog";
import { NotFoundContent } from "../not-found/not-found";
import * as styles from "./layout.module.css";
import { MAIN_ID } from "./landmarks";
import { useCommitEffect } from "../../hooks/use-commit-effect";
import { translateRouteAnnouncer } from "../../lib/route-announcement";

export interface LayoutProps {
  pageContext: Pick<SitePageContext, "language" | "alternates" | "routeName">;
  children: React.ReactNode;
}

/**
 * Skip link, header, the page's main landmark, footer. Each of the three is
 * a Suspense boundary: on a built page React hydrates the page's shell first,
 * then each part in a render of its own, in the browser's idle time, and at
 * once the part a visitor taps or types in (React's selective hydration), so
 * no task of a phone's first visit hydrates the whole page.
 */
export function Layout({ pageContext, children }: LayoutProps) {
  const { t } = useTranslation();
  // Gatsby's announcement of a page reached by a link, in this page's language (set up before Gatsby writes it).
  const announce = t("common:navigatedTo", { page: "{{page}}" });
  useCommitEffect(() => translateRouteAnnouncer(document, (page) => announce.replace("{{page}}", page)), [announce]);
  return (
    <div>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {t("common:skipToContent")}
      </a>
      <React.Suspense fallback={null}>
        <Header locale={pageContext.language} alternates={pageContext.alternates} routeName={pageContext.routeName} />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <UnlessUndefinedLink>{children}</UnlessUndefinedLink>
        </main>
      </React.Suspense>
      <React.Suspense fallback={null}>
        <Footer />
      </React.Suspense>
      <EstimateDialog />
      <AppointmentDialog />
    </div>
  );
}

/**
 * An address built with a missing value (`?key=undefined`) gets the
 * not-found page's content in place of the page's, once the page runs: a
 * static host serves the page's file whatever its query. Inside the main
 * content's boundary, so that its state changes only once that part has
 * hydrated (a change above a part still hydrating would make React render it
 * again from scratch).
 */
function UnlessUndefinedLink({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const notFound = useMounted() && hasUndefinedValue(location.search);
  React.useEffect(() => {
    if (notFound) document.title = `${t("error:notFound.title")} | ${t("common:meta.titleSuffix")}`;
  }, [notFound, t]);
  return notFound ? <NotFoundContent /> : children;
}
