/**
 * Maps whatever a call threw to a stable kind, so components show a
 * translated message (locales/{lng}/error.json, key `api.{kind}`) and, for
 * "validation", a message per field (keys of locales/{lng}/forms.json).
 *
 * No value import of axios or zod here: every form's hook needs this module,
 * and the newsletter form is in every page's footer, so importing them would
 * put both libraries in every page's first load. Their errors are recognised
 * by the markers they carry (isAxiosError, __CANCEL__, the ZodError name).
 */
import type { AxiosError } from "axios";

export const VISITOR_ERROR_KINDS = [
  "network",
  "aborted",
  "timeout",
  "validation",
  "conflict",
  "not_found",
  "server",
  "forbidden",
  "rate_limited",
  "booking_limit",
  "unknown",
] as const;
export type VisitorErrorKind = (typeof VISITOR_ERROR_KINDS)[number];

export interface VisitorError {
  kind: VisitorErrorKind;
  /** HTTP status when the server answered. */
  status: number | null;
  /** The technical message (axios' wording for HTTP errors), for logs, never shown as is. */
  message: string;
  /** Field path → translation key (e.g. { email: "invalid_email" }); empty unless kind is "validation". */
  fields: Record<string, string>;
  /** Translation key of the visitor-facing message. */
  key: `api.${VisitorErrorKind}`;
  /** After a 429: the seconds the server asks to wait (its Retry-After), when it says. */
  retryAfterSeconds: number | null;
  /** The API's own `message` when it answered with one (e.g. "slot_taken", "appointment_cancelled"). */
  reason?: string;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The answer did not match the contract: a server-side fault (→ kind "server"). */
export class InvalidResponseError extends Error {
  constructor(
    readonly url: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(`Invalid response from ${url}: ${issues.map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`).join("; ")}`);
    this.name = "InvalidResponseError";
  }
}

/** An error that already is a VisitorError, made elsewhere (the finder's worker) and handed over as data. */
export class RemoteCallError extends Error {
  constructor(readonly visitorError: VisitorError) {
    super(visitorError.message);
    this.name = "RemoteCallError";
  }
}

function isCancel(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function make(
  kind: VisitorErrorKind,
  message: string,
  status: number | null = null,
  fields: Record<string, string> = {},
  retryAfterSeconds: number | null = null,
): VisitorError {
  return { kind, status, message, fields, key: `api.${kind}`, retryAfterSeconds };
}

function headerOf(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== "object") return undefined;
  const get = (headers as { get?: unknown }).get;
  return typeof get === "function" ? get.call(headers, name) : (headers as Record<string, unknown>)[name];
}

/**
 * Retry-After in seconds: a number of seconds or an HTTP date; else the
 * body's retryAfter (a cross-origin API's Retry-After is not readable by the
 * page unless the API exposes it).
 */
function retryAfterOf(headers: unknown, data: unknown, now = Date.now()): number | null {
  const raw = headerOf(headers, "retry-after");
  if (typeof raw === "string" && raw.trim()) {
    if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
    const at = Date.parse(raw);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  const body = data && typeof data === "object" ? (data as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof body === "number" && Number.isFinite(body) && body >= 0 ? body : null;
}

function isZodError(error: unknown): error is Error & { issues: Issue[] } {
  return error instanceof Error && error.name === "ZodError" && Array.isArray((error as { issues?: unknown }).issues);
}

function fieldsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "_form";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** API Platform's 422: { violations: [{ propertyPath, message }] }. */
function fieldsFromViolations(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const violations = data && typeof data === "object" ? (data as { violations?: unknown }).violations : undefined;
  if (!Array.isArray(violations)) return fields;
  for (const violation of violations) {
    if (!violation || typeof violation !== "object") continue;
    const { propertyPath, message } = violation as { propertyPath?: unknown; message?: unknown };
    if (typeof message !== "string") continue;
    const path = typeof propertyPath === "string" && propertyPath !== "" ? propertyPath : "_form";
    fields[path] ??= message;
  }
  return fields;
}

function kindOfStatus(status: number, data: unknown): VisitorErrorKind {
  if (status === 429) {
    const message = data && typeof data === "object" ? (data as { message?: unknown }).message : undefined;
    return message === "too_many_open_bookings" ? "booking_limit" : "rate_limited";
  }
  if (status === 400 || status === 422) return "validation";
  if (status === 401 || status === 403) return "forbidden";
  if (status === 404 || status === 410) return "not_found";
  if (status === 409) return "conflict";
  if (status >= 500) return "server";
  return "unknown";
}

export function toVisitorError(error: unknown): VisitorError {
  if (error instanceof RemoteCallError) return error.visitorError;
  if (isCancel(error)) return make("aborted", (error as { message?: string }).message ?? "canceled");
  if (isAxiosError(error)) {
    const { code, message, response } = error;
    if (response) {
      const kind = kindOfStatus(response.status, response.data);
      const retryAfter = kind === "rate_limited" ? retryAfterOf(response.headers, response.data) : null;
      const fields = kind === "validation" || response.status === 413 ? fieldsFromViolations(response.data) : {};
      const made = make(kind, message, response.status, fields, retryAfter);
      const reason = response.data && typeof response.data === "object" ? (response.data as { message?: unknown }).message : undefined;
      return typeof reason === "string" ? { ...made, reason } : made;
    }
    if (code === "ETIMEDOUT" || (code === "ECONNABORTED" && message.startsWith("timeout"))) return make("timeout", message);
    if (code === "ECONNABORTED" || code === "ERR_CANCELED") return make("aborted", message);
    // "Network Error" in browsers (ERR_NETWORK); a socket error code in node.
    return make("network", message);
  }
  if (isZodError(error)) return make("validation", error.message, null, fieldsFromIssues(error.issues));
  if (error instanceof InvalidResponseError) return make("server", error.message);
  return make("unknown", error instanceof Error ? error.message : String(error));
}

/**
 * The message a visitor sees for an error, as a translation key and its
 * values: after a 429 with a Retry-After, "try again in N minutes" (or hours
 * past two hours); otherwise the kind's message.
 */
export function visitorMessage(error: VisitorError): { key: string; values?: { count: number } } {
  if (error.kind === "rate_limited" && error.retryAfterSeconds !== null) {
    const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    return minutes < 120
      ? { key: "error:api.rate_limited_minutes", values: { count: minutes } }
      : { key: "error:api.rate_limited_hours", values: { count: Math.ceil(minutes / 60) } };
  }
  return { key: `error:${error.key}` };
}

/** The translated message of an error, with the page's `t` (namespace "error"). */
export function visitorErrorText(t: (key: string, values?: { count: number }) => string, error: VisitorError): string {
  const { key, values } = visitorMessage(error);
  return values ? t(key, values) : t(key);
}
