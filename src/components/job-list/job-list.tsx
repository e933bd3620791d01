import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { formatDate, isoDay } from "../../lib/format-date";
import { jobPostingLd, type LdAddress } from "../../lib/json-ld";
import { useSiteUrl } from "../../hooks/use-site-url";
import { JsonLd } from "../json-ld/json-ld";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./job-list.module.css";

export interface Job {
  id: string;
  title: string;
  category: string;
  categoryName: string;
  city: string;
  employmentType: string;
  description: string;
  postedAt: string;
  validThrough?: string | null;
  store?: ({ name: string; slug: string } & LdAddress) | null;
}

/** The page of a job's category: at its store, or at the head office. */
function JobTitleLink({ job, children }: { job: Job; children: React.ReactNode }) {
  return job.store ? (
    <RouteLink route="job" params={{ slug: job.store.slug, category: job.category }}>
      {children}
    </RouteLink>
  ) : (
    <RouteLink route="head-office-jobs" params={{ category: job.category }}>
      {children}
    </RouteLink>
  );
}

/** A day among a job's facts, readable by machines too. */
function DateFact({ label, value, locale }: { label: string; value: string; locale: Locale }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={isoDay(value)}>{formatDate(value, locale)}</time>
      </dd>
    </div>
  );
}

/**
 * One job: title, city, store, type, the day it was posted and the last day
 * to apply, description, and its schema.org JobPosting. In a list of every
 * opening (`folded`) the title leads to the job's page and the description
 * stays folded until asked for; on the job's page it is open.
 */
export function JobCard({ job, locale, headingLevel = 2, folded = false }: { job: Job; locale: Locale; headingLevel?: 2 | 3; folded?: boolean }) {
  const { t } = useTranslation();
  const siteUrl = useSiteUrl();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const description = <div className={styles.description} dangerouslySetInnerHTML={{ __html: job.description }} />;
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>{folded ? <JobTitleLink job={job}>{job.title}</JobTitleLink> : job.title}</Heading>
      <dl className={styles.facts}>
        <div>
          <dt>{t("careers:city")}</dt>
          <dd>{job.city}</dd>
        </div>
        <div>
          <dt>{t("careers:store")}</dt>
          <dd>
            {job.store ? (
              <RouteLink route="store-details" params={{ slug: job.store.slug }}>
                {job.store.name}
              </RouteLink>
            ) : (
              t("careers:headOffice")
            )}
          </dd>
        </div>
        <div>
          <dt>{t("careers:type")}</dt>
          <dd>{t(`careers:types.${job.employmentType}`)}</dd>
        </div>
        <DateFact label={t("careers:posted")} value={job.postedAt} locale={locale} />
        {job.validThrough && <DateFact label={t("careers:closes")} value={job.validThrough} locale={locale} />}
      </dl>
      {folded ? (
        <details className={styles.details}>
          <summary>
            {t("careers:details")}
            <span className="visually-hidden"> – {job.title}</span>
          </summary>
          {description}
        </details>
      ) : (
        description
      )}
      {/* In a list of openings, how to apply is said once, above it. */}
      {!folded && <p className={styles.apply}>{t("careers:apply")}</p>}
      <JsonLd data={jobPostingLd(job, siteUrl)} />
    </article>
  );
}

export function JobList({ jobs, locale, headingLevel, folded }: { jobs: readonly Job[]; locale: Locale; headingLevel?: 2 | 3; folded?: boolean }) {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} locale={locale} headingLevel={headingLevel} folded={folded} />
        </li>
      ))}
    </ul>
  );
}
