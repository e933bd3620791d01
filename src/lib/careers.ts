/** Filtering and paging the open positions in the browser (careers page). */
import { LIMITS } from "../config/site";
import { clampPage, pageCount, pageSlice } from "./pagination";

export interface JobLike {
  category: string;
  categoryName: string;
  city: string;
  postedAt: string;
  /** The last day one may apply ("2026-12-15" or a moment), if the posting closes. */
  validThrough?: string | null;
}

/**
 * The postings still open on a day (the shops' calendar day, "2026-11-23"):
 * a posting closes at the end of its last day. The careers pages decide it at
 * build, and again in the browser with its own clock, so a page cached past
 * a closing date never lists a closed posting.
 */
export function openJobs<T extends Pick<JobLike, "validThrough">>(jobs: readonly T[], today: string): T[] {
  return jobs.filter((job) => !job.validThrough || job.validThrough.slice(0, 10) >= today.slice(0, 10));
}

export interface JobFilters {
  category: string;
  city: string;
  page: number;
}

export const NO_FILTERS: JobFilters = { category: "", city: "", page: LIMITS.page };

export interface JobPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** Newest first (then by category name), so every rendering lists them in the same order. */
export function sortJobs<T extends JobLike>(jobs: readonly T[]): T[] {
  return [...jobs].sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.categoryName.localeCompare(b.categoryName));
}

/** One category's jobs, newest first: a store's jobs page. */
export function jobsInCategory<T extends JobLike>(jobs: readonly T[], category: string): T[] {
  return sortJobs(jobs).filter((job) => job.category === category);
}

/** The jobs matching the filters (empty filter = any), then the requested page of them. */
export function filterJobs<T extends JobLike>(jobs: readonly T[], filters: JobFilters, perPage: number = LIMITS.itemsPerPage): JobPage<T> {
  const matching = sortJobs(jobs).filter((job) => (!filters.category || job.category === filters.category) && (!filters.city || job.city === filters.city));
  const count = pageCount(matching.length, perPage);
  const page = clampPage(filters.page, count);
  return { items: pageSlice(matching, page, perPage), total: matching.length, page, pageCount: count };
}

/** The filter choices: categories (slug and name) and cities, sorted in the page's language. */
export function jobFacets(jobs: readonly JobLike[], locale: string) {
  const categories = new Map<string, string>();
  const cities = new Set<string>();
  for (const job of jobs) {
    categories.set(job.category, job.categoryName);
    cities.add(job.city);
  }
  const collator = new Intl.Collator(locale);
  return {
    categories: [...categories].map(([value, label]) => ({ value, label })).sort((a, b) => collator.compare(a.label, b.label)),
    cities: [...cities].sort(collator.compare),
  };
}

/** Filters from the address (?category=…&city=…&page=…), so a filtered list can be shared and survives back/forward. */
export function filtersFromSearch(search: string): JobFilters {
  const params = new URLSearchParams(search);
  return {
    category: params.get("category") ?? "",
    city: params.get("city") ?? "",
    page: clampPage(params.get("page"), Number.MAX_SAFE_INTEGER),
  };
}

/** The address' query for filters, keeping other parameters (ctn, utm_*). Defaults are left out. */
export function searchFromFilters(filters: JobFilters, current = ""): string {
  const params = new URLSearchParams(current);
  for (const key of ["category", "city", "page"] as const) params.delete(key);
  if (filters.category) params.set("category", filters.category);
  if (filters.city) params.set("city", filters.city);
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
