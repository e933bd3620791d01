/**
 * What the finder page's code takes from the head's script
 * (FINDER_SEARCH_SCRIPT of ./finder-flag.ts) once it runs: the words of a
 * search sent before the page ran, and the API's answer asked for meanwhile.
 * Browser only: the build writes the script, this module reads what it left
 * on window.
 */
import { EARLY_ANSWER_KEY, EARLY_SEARCH_KEY, type EarlyResponse } from "./finder-flag";

/** What the head's script leaves in window[EARLY_ANSWER_KEY]: the address asked, and its answer (null if it failed). */
interface EarlyAnswer {
  url: string;
  answer: Promise<EarlyResponse | null>;
}

/**
 * The answer the head's script asked for, taken by the finder's first
 * request whatever it asks (a later one never finds an old answer): that
 * answer if the request's API parameters `params` are the ones it asked
 * with, else null (also for a request that is not the API's: null `params`).
 */
export function takeEarlyAnswer(params: Record<string, string | number | boolean | null | undefined> | null): Promise<EarlyResponse | null> | null {
  if (typeof window === "undefined") return null;
  const scope = window as unknown as Record<string, unknown>;
  const early = scope[EARLY_ANSWER_KEY] as EarlyAnswer | undefined;
  delete scope[EARLY_ANSWER_KEY];
  if (!early || !params) return null;
  const asked = new URL(early.url, window.location.href).searchParams;
  const wanted = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  const same =
    wanted.length === [...asked.keys()].length && wanted.every(([name, value]) => asked.getAll(name).length === 1 && asked.get(name) === String(value));
  return same ? early.answer : null;
}

/** The words of a search sent before the page ran (see FINDER_SEARCH_SCRIPT), or null. */
export function earlySearch(): string | null {
  const key = (window as unknown as Record<string, unknown>)[EARLY_SEARCH_KEY];
  return typeof key === "string" && key !== "" ? key : null;
}

/** Once the page runs that search, it is forgotten: the page opened again later starts without it. */
export function forgetEarlySearch(): void {
  delete (window as unknown as Record<string, unknown>)[EARLY_SEARCH_KEY];
}
