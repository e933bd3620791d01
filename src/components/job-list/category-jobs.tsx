import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { useOfferClock } from "../../hooks/use-offer-clock";
import { openJobs } from "../../lib/careers";
import { shopDay } from "../../lib/offer-dates";
import { RouteLink } from "../route-link/route-link";
import { JobList, type Job } from "./job-list";

/**
 * The open postings of one job category, at a store or at the head office,
 * described in full. A posting past its last day is left out, at build and
 * again in the browser (a page cached past a closing date); when none is left
 * the page says so. A link to every open position follows.
 */
export function CategoryJobs({ jobs, locale, buildTime }: { jobs: readonly Job[]; locale: Locale; buildTime: string | null }) {
  const { t } = useTranslation();
  const open = openJobs(jobs, shopDay(new Date(useOfferClock(buildTime))));
  return (
    <>
      {open.length > 0 ? <JobList jobs={open} locale={locale} /> : <p>{t("careers:noneOpen")}</p>}
      <p>
        <RouteLink route="careers">{t("careers:allJobs")}</RouteLink>
      </p>
    </>
  );
}
