/**
 * The plugin's error codes and what Gatsby prints for each, handed to
 * `reporter.setErrorMap` (as Gatsby's own source plugins do): a failed build
 * says which address failed, what that failure means, and what to do, under
 * an id of its own (`gatsby-source-uniglass_<code>`, Gatsby adds the prefix).
 */
import { SourceError, type SourceFailure } from "./errors";
import { PLUGIN_NAME } from "./constants";

export const CODES = {
  Unreachable: "10101",
  ServerError: "10102",
  Refused: "10103",
  NotTheApi: "10104",
  Pagination: "10105",
  InvalidRecord: "10106",
  /** Not the API's answer: a fault in the plugin itself. */
  Unexpected: "10199",
} as const;

export type SourceErrorCode = (typeof CODES)[keyof typeof CODES];

const CODE_OF: Record<SourceFailure, SourceErrorCode> = {
  unreachable: CODES.Unreachable,
  "server-error": CODES.ServerError,
  refused: CODES.Refused,
  "not-the-api": CODES.NotTheApi,
  pagination: CODES.Pagination,
  "invalid-record": CODES.InvalidRecord,
};

/** What an error's text is made of (strings only: Gatsby passes it between processes). */
export interface SourceErrorContext {
  /** What failed, with the full address and the status or network error. */
  sourceMessage: string;
  /** The address, and its path alone (the endpoint). */
  url: string;
  endpoint: string;
  /** The setting that gave the address's base: "API_URL" or "WORDPRESS_URL". */
  setting: string;
  /** Its value in this build. */
  base: string;
  /** The HTTP status, or "" when there was none. */
  status: string;
}

type Category = "USER" | "THIRD_PARTY" | "SYSTEM";

interface ErrorMapEntry {
  text: (context: SourceErrorContext) => string;
  level: "ERROR";
  category: Category;
}

/** The message, then what to do, as Gatsby prints it under the error's id. */
const entry = (category: Category, advice: (context: SourceErrorContext) => string): ErrorMapEntry => ({
  text: (context) => `${context.sourceMessage}\n\n${advice(context)}`,
  level: "ERROR",
  category,
});

export const ERROR_MAP: Record<SourceErrorCode, ErrorMapEntry> = {
  [CODES.Unreachable]: entry(
    "USER",
    ({ setting, base, endpoint }) =>
      `Nothing answered at ${base} (${setting}) for ${endpoint}, every retry included. Check that ${setting} is the right address and that the service is running and reachable from this machine, then build again.`,
  ),
  [CODES.ServerError]: entry(
    "THIRD_PARTY",
    ({ setting, endpoint, status }) =>
      `The service at ${setting} answered ${endpoint} with a server error (${status}) on every retry: the fault is on its side, not in the site. Build again later; if it goes on, give its team the address above.`,
  ),
  [CODES.Refused]: entry(
    "USER",
    ({ setting, base, endpoint, status }) =>
      `${base} (${setting}) refused ${endpoint} with status ${status}. A 404 usually means ${setting} is not the service's base address (for the API it ends with /api); a 401 or 403 that it wants access this build is not given. Check ${setting}, then build again.`,
  ),
  [CODES.NotTheApi]: entry(
    "USER",
    ({ setting, base, endpoint }) =>
      `What ${base} (${setting}) sent for ${endpoint} is not an answer of the API (an HTML page, a proxy's or a login page?). Check that ${setting} is the service's own address.`,
  ),
  [CODES.Pagination]: entry(
    "THIRD_PARTY",
    ({ setting, endpoint }) =>
      `The service at ${setting} does not page ${endpoint} as the site asks (page and itemsPerPage): it sent the same records again, or more pages than a build reads. Its team must fix the paging of that collection.`,
  ),
  [CODES.InvalidRecord]: entry(
    "THIRD_PARTY",
    ({ setting, endpoint }) =>
      `A record the service at ${setting} sent for ${endpoint} does not match the site's contract (src/contract): the message names the record and its fields. Correct that record in the service; if the service changed its format on purpose, change the contract with it.`,
  ),
  [CODES.Unexpected]: entry(
    "SYSTEM",
    () => `This is a fault in the source plugin (plugins/${PLUGIN_NAME}), not in an answer of the API: the stack trace below says where.`,
  ),
};

/** The base addresses a build reads, with the setting each comes from. */
export interface SourceBases {
  apiUrl?: string;
  wordpressUrl?: string;
}

function describeAddress(url: string, bases: SourceBases): Pick<SourceErrorContext, "endpoint" | "setting" | "base"> {
  const endpoint = URL.canParse(url) ? new URL(url).pathname : url;
  if (bases.wordpressUrl && url.startsWith(bases.wordpressUrl)) return { endpoint, setting: "WORDPRESS_URL", base: bases.wordpressUrl };
  return { endpoint, setting: "API_URL", base: bases.apiUrl ?? "" };
}

/** What the plugin hands to reporter.panicOnBuild for a failure: its code and the context its text is made from. */
export interface SourceFailureReport {
  id: SourceErrorCode;
  context: SourceErrorContext;
}

export function failureReport(error: unknown, bases: SourceBases): SourceFailureReport {
  if (error instanceof SourceError) {
    return {
      id: CODE_OF[error.failure],
      context: {
        sourceMessage: error.message,
        url: error.url,
        status: error.status === null ? "" : String(error.status),
        ...describeAddress(error.url, bases),
      },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    id: CODES.Unexpected,
    context: { sourceMessage: `unexpected error: ${message}`, url: "", endpoint: "", setting: "", base: "", status: "" },
  };
}
