import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./store-index.module.css";
import { StaticIsland } from "../static-island/static-island";

export interface StoreIndexEntry {
  slug: string;
  name: string;
  city: string;
  region: string | null;
  streetAddress: string;
  phone: string;
  trackingPhone: string | null;
}

export interface StoreIndexProps {
  stores: readonly StoreIndexEntry[];
}

/** Stores grouped by region, sorted by region, then city, then name. */
export function groupByRegion(stores: readonly StoreIndexEntry[], otherRegion: string, locale: string): [string, StoreIndexEntry[]][] {
  const collator = new Intl.Collator(locale);
  const groups = new Map<string, StoreIndexEntry[]>();
  for (const store of stores) {
    const region = store.region || otherRegion;
    groups.set(region, [...(groups.get(region) ?? []), store]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([region, list]) => [region, [...list].sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name))]);
}

/**
 * Every store, in the static HTML: one collapsible group per region of
 * compact rows. The sorting happens inside the island, so a page hydrated
 * from its built HTML does not sort the chain's shops again.
 */
export function StoreIndex({ stores }: StoreIndexProps) {
  return (
    <StaticIsland as="section" name="store-index" className={styles.index} aria-labelledby="store-index-title">
      <StoreIndexGroups stores={stores} />
    </StaticIsland>
  );
}

function StoreIndexGroups({ stores }: StoreIndexProps) {
  const { t, i18n } = useTranslation();
  const groups = groupByRegion(stores, t("stores:finder.otherRegion"), i18n.language);
  return (
    <>
      <h2 id="store-index-title" className={styles.title}>
        {t("stores:finder.allStores")}
      </h2>
      <p className={styles.intro}>{t("stores:finder.allStoresIntro")}</p>
      {groups.map(([region, list]) => (
        <details key={region} className={styles.group}>
          <summary className={styles.summary}>
            <h3 className={styles.region}>{t("stores:finder.regionCount", { region, count: list.length })}</h3>
          </summary>
          <ul className={styles.list}>
            {list.map((store) => (
              <li key={store.slug} className={styles.row}>
                <RouteLink route="store-details" params={{ slug: store.slug }} className={styles.name}>
                  {store.name}
                </RouteLink>
                <span className={styles.address}>
                  {store.streetAddress}, {store.city}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
