import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { NO_FILTERS, filterJobs, filtersFromSearch, jobFacets, openJobs, searchFromFilters, type JobFilters } from "../../lib/careers";
import { shopDay } from "../../lib/offer-dates";
import { useOfferClock } from "../../hooks/use-offer-clock";
import { JobList, type Job } from "../job-list/job-list";
import { Pagination } from "../pagination/pagination";
import * as styles from "./careers-board.module.css";

/**
 * The open positions: every job is in the page's data (built in), the first
 * page in the static HTML; filtering by category and city and paging happen
 * in the browser, mirrored in the address (?category=&city=&page=). A posting
 * past its last day is left out, on the build's day in the static HTML and on
 * the browser's once the page runs. Each posting is a title leading to its
 * page and a folded description, so that a page of them can be scanned.
 */
export function CareersBoard({ jobs: listed, locale, buildTime }: { jobs: readonly Job[]; locale: Locale; buildTime: string | null }) {
  const { t } = useTranslation();
  const today = shopDay(new Date(useOfferClock(buildTime)));
  const jobs = React.useMemo(() => openJobs(listed, today), [listed, today]);
  // The first render equals the static HTML (no filters); the address is read after hydration.
  const [filters, setFilters] = React.useState<JobFilters>(NO_FILTERS);
  const listTop = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => setFilters(filtersFromSearch(window.location.search)), []);

  const facets = React.useMemo(() => jobFacets(jobs, locale), [jobs, locale]);
  const result = filterJobs(jobs, filters);

  const update = (next: JobFilters, focusList = false) => {
    setFilters(next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchFromFilters(next, window.location.search)}`);
    if (focusList) listTop.current?.focus();
  };

  return (
    <div>
      <form className={styles.filters} aria-label={t("careers:filters.label")} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="career-category">{t("careers:filters.category")}</label>
          <select id="career-category" value={filters.category} onChange={(e) => update({ ...filters, category: e.target.value, page: 1 })}>
            <option value="">{t("careers:filters.all")}</option>
            {facets.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="career-city">{t("careers:filters.city")}</label>
          <select id="career-city" value={filters.city} onChange={(e) => update({ ...filters, city: e.target.value, page: 1 })}>
            <option value="">{t("careers:filters.allCities")}</option>
            {facets.cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        {(filters.category || filters.city) && (
          <button type="button" className={styles.reset} onClick={() => update(NO_FILTERS)}>
            {t("careers:filters.reset")}
          </button>
        )}
      </form>
      <h2 className={styles.count} ref={listTop} tabIndex={-1} aria-live="polite">
        {t("careers:count", { count: result.total })}
      </h2>
      <p className={styles.apply}>{t("careers:apply")}</p>
      {result.total === 0 ? <p>{t("careers:none")}</p> : <JobList jobs={result.items} locale={locale} headingLevel={3} folded />}
      <Pagination label={t("careers:paginationLabel")} page={result.page} count={result.pageCount} onSelect={(page) => update({ ...filters, page }, true)} />
    </div>
  );
}
