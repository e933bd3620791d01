/** What went wrong while sourcing, one per error code of the plugin (report.ts says what to do about each). */
export type SourceFailure =
  /** Nothing answered (refused, time-out, unknown host), every retry included. */
  | "unreachable"
  /** A 5xx answer, every retry included. */
  | "server-error"
  /** A 4xx answer (not retried). */
  | "refused"
  /** An answer that is not the API's: not JSON, or not a collection where one was asked for. */
  | "not-the-api"
  /** The API repeats a page or never ends one: it ignores page/itemsPerPage. */
  | "pagination"
  /** A record the contract (src/contract) rejects. */
  | "invalid-record";

/** Every sourcing failure: the message names the URL and the status (or network error). */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
    readonly failure: SourceFailure,
  ) {
    super(message);
    this.name = "SourceError";
  }
}
