/** Every sourcing failure: the message names the URL and the status (or network error). */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "SourceError";
  }
}
