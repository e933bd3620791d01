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
  "unknown",
] as const;
export type VisitorErrorKind = (typeof VISITOR_ERROR_KINDS)[number];

export interface VisitorError {
  kind: VisitorErrorKind;
  /** HTTP status when the server answered. */
  status: number | null;
  /** The technical message (SPEC §8 wording for HTTP errors), for logs, never shown as is. */
  message: string;
  /** Field path → translation key (e.g. { email: "invalid_email" }); empty unless kind is "validation". */
  fields: Record<string, string>;
  /** Translation key of the visitor-facing message. */
  key: `api.${VisitorErrorKind}`;
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

function isCancel(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function make(kind: VisitorErrorKind, message: string, status: number | null = null, fields: Record<string, string> = {}): VisitorError {
  return { kind, status, message, fields, key: `api.${kind}` };
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

function kindOfStatus(status: number): VisitorErrorKind {
  if (status === 400 || status === 422) return "validation";
  if (status === 401 || status === 403) return "forbidden";
  if (status === 404 || status === 410) return "not_found";
  if (status === 409) return "conflict";
  if (status >= 500) return "server";
  return "unknown";
}

export function toVisitorError(error: unknown): VisitorError {
  if (isCancel(error)) return make("aborted", (error as { message?: string }).message ?? "canceled");
  if (isAxiosError(error)) {
    const { code, message, response } = error;
    if (response) {
      const kind = kindOfStatus(response.status);
      const made = make(kind, message, response.status, kind === "validation" || response.status === 413 ? fieldsFromViolations(response.data) : {});
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
