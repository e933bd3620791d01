import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { StoreSearch } from "../../lib/store-search";
import { FINDER_TITLE_SCRIPT } from "../../lib/finder-flag";
import { StaticIsland } from "../static-island/static-island";
import * as styles from "./store-finder.module.css";

type Translate = ReturnType<typeof useTranslation>["t"];

/** The results' title: of the query, or near the visitor's position. */
export function finderTitle(t: Translate, search: StoreSearch): string {
  return search.kind === "key" ? t("stores:finder.resultsFor", { query: search.key }) : t("stores:finder.resultsNearYou");
}

export interface FinderFrameProps {
  title: string;
  /** While the results load (aria-busy). */
  busy: boolean;
  /** The live line under the title: loading, how many shops, none found. */
  status: React.ReactNode;
  children?: React.ReactNode;
}

/**
 * The results' title and live status line. The locations page shows it as
 * soon as it knows the search, while the finder's code loads, and the finder
 * keeps the same frame: the title a visitor reads first is there at once and
 * does not move.
 */
export function FinderFrame({ title, busy, status, children }: FinderFrameProps) {
  return (
    <section className={styles.finder} aria-labelledby="finder-title" aria-busy={busy}>
      <h2 id="finder-title" className={styles.title}>
        {title}
      </h2>
      <p role="status" className={styles.status} data-testid="finder-status">
        {status}
      </p>
      {children}
    </section>
  );
}

/** What the locations page shows while the finder's code loads. */
export function FinderLoading({ search }: { search: StoreSearch }) {
  const { t } = useTranslation();
  return <FinderFrame title={finderTitle(t, search)} busy status={t("stores:finder.loading")} />;
}

/**
 * The frame in the built page, until the page runs: hidden, unless the
 * address has a search (the head's flag, src/lib/finder-flag.ts); the script
 * after it writes the search's title from the templates it carries. Kept as
 * built while the page hydrates, then replaced by the finder's own frame,
 * with the same title, in the same frame of the screen.
 */
export function FinderPlaceholder({ className }: { className: string }) {
  const { t } = useTranslation();
  const status = t("stores:finder.loading");
  const title = t("stores:finder.results");
  return (
    <>
      <StaticIsland
        name="finder-placeholder"
        className={className}
        data-key={t("stores:finder.resultsFor", { query: "{{query}}" })}
        data-near={t("stores:finder.resultsNearYou")}
      >
        {() => <FinderFrame title={title} busy status={status} />}
      </StaticIsland>
      <script dangerouslySetInnerHTML={{ __html: FINDER_TITLE_SCRIPT }} />
    </>
  );
}
