import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { InternalLink, RouteLink } from "../route-link/route-link";
import * as styles from "./breadcrumbs.module.css";
import { StaticIsland } from "../static-island/static-island";

/** A breadcrumb is a title and a pathname (slug and category are folded into the pathname). */
export interface Crumb {
  title: string;
  pathname: string;
}

/** Home, then the crumbs; the last one is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const last = crumbs[crumbs.length - 1];
  const parent = crumbs.length > 1 ? crumbs[crumbs.length - 2] : null;
  return (
    <StaticIsland as="nav" name="breadcrumbs" className={styles.breadcrumbs} aria-label={t("common:breadcrumbs.label")}>
      {() => (
        <>
          <ol className={styles.list}>
            <li className={parent ? styles.ancestor : styles.parent}>
              <RouteLink route="index">{t("common:breadcrumbs.home")}</RouteLink>
            </li>
            {crumbs.slice(0, -1).map((crumb) => (
              <li key={crumb.pathname} className={crumb === parent ? styles.parent : styles.ancestor}>
                <InternalLink to={crumb.pathname}>{crumb.title}</InternalLink>
              </li>
            ))}
            {last && (
              <li className={styles.current} aria-current="page">
                {last.title}
              </li>
            )}
          </ol>
        </>
      )}
    </StaticIsland>
  );
}
