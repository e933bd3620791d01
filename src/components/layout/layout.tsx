import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { SitePageContext } from "../../config/page-context";
import { Header } from "../header/header";
import { Footer } from "../footer/footer";
import { EstimateDialog } from "../estimate-dialog/estimate-dialog";
import { AppointmentDialog } from "../appointment-dialog/appointment-dialog";
import { HydrateLater } from "../hydrate-later/hydrate-later";
import * as styles from "./layout.module.css";
import { MAIN_ID } from "./landmarks";

export interface LayoutProps {
  pageContext: Pick<SitePageContext, "language" | "alternates" | "routeName">;
  children: React.ReactNode;
}

/** Skip link, header, the page's main landmark, footer. */
export function Layout({ pageContext, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {t("common:skipToContent")}
      </a>
      <HydrateLater name="header">
        <Header locale={pageContext.language} alternates={pageContext.alternates} routeName={pageContext.routeName} />
      </HydrateLater>
      <HydrateLater name="main">
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </HydrateLater>
      <HydrateLater name="footer">
        <Footer />
      </HydrateLater>
      <EstimateDialog />
      <AppointmentDialog />
    </div>
  );
}
