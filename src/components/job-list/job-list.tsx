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

/** One job: title, city, store, type, date, description, and its schema.org JobPosting. */
export function JobCard({ job, locale, headingLevel = 2 }: { job: Job; locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const siteUrl = useSiteUrl();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>{job.title}</Heading>
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
        <div>
          <dt>{t("careers:posted")}</dt>
          <dd>
            <time dateTime={isoDay(job.postedAt)}>{formatDate(job.postedAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: job.description }} />
      <p className={styles.apply}>{t("careers:apply")}</p>
      <JsonLd data={jobPostingLd(job, siteUrl)} />
    </article>
  );
}

export function JobList({ jobs, locale, headingLevel }: { jobs: readonly Job[]; locale: Locale; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
