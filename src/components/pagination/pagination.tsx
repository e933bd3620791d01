import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { pageNumbers } from "../../lib/pagination";
import { InternalLink } from "../route-link/route-link";
import * as styles from "./pagination.module.css";

export interface PaginationProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  page: number;
  count: number;
  /** Real links (blog): the path of each page. */
  hrefFor?: (page: number) => string;
  /** In-page paging (careers): called with the chosen page. */
  onSelect?: (page: number) => void;
}

/** Previous, 1…n, next; the current page is marked and not a link. Nothing when there is one page. */
export function Pagination({ label, page, count, hrefFor, onSelect }: PaginationProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  const item = (target: number, text: string, name?: string) =>
    hrefFor ? (
      <InternalLink to={hrefFor(target)} className={styles.link} aria-label={name}>
        {text}
      </InternalLink>
    ) : (
      <button type="button" className={styles.link} aria-label={name} onClick={() => onSelect?.(target)}>
        {text}
      </button>
    );
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        {page > 1 && <li>{item(page - 1, t("common:pagination.previous"))}</li>}
        {pageNumbers(count).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">{t("common:pagination.page")} </span>
                {n}
              </span>
            ) : (
              item(n, String(n), t("common:pagination.goTo", { page: n }))
            )}
          </li>
        ))}
        {page < count && <li>{item(page + 1, t("common:pagination.next"))}</li>}
      </ul>
    </nav>
  );
}
