/**
 * Field errors of a form from the shared contract: zod issues → { field: key },
 * where key is a translation key of error:field.* (e.g. "invalid_email").
 * The first problem of each field wins.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_form";
    if (errors[field]) continue;
    errors[field] = /^[a-z_]+$/.test(issue.message) ? issue.message : issue.code === "invalid_type" ? "required" : "invalid";
  }
  return errors;
}

export function validate<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}
