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

/**
 * The errors still to show once the visitor has changed the form: of the
 * errors `shown`, those a check produced (`checked`, the fields it blamed)
 * go as soon as a new check (`found`) no longer blames their field, and keep
 * its current message otherwise. Nothing is added (a field is blamed at the
 * next send, not while it is typed in), and errors of other origins stay.
 * The same object comes back when nothing changed.
 */
export function settleErrors(shown: FieldErrors, found: FieldErrors, checked: ReadonlySet<string>): FieldErrors {
  let changed = false;
  const next: FieldErrors = {};
  for (const [field, key] of Object.entries(shown)) {
    if (!checked.has(field)) next[field] = key;
    else if (found[field]) next[field] = found[field];
    if (next[field] !== key) changed = true;
  }
  return changed ? next : shown;
}

/**
 * The fields `keys` of a form's values, with an empty text or an unticked
 * box turned into no answer (undefined): the schema then says which are
 * missing instead of judging an empty string.
 */
export function answered<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    const value = values[key];
    out[key] = (value as unknown) === "" || (value as unknown) === false ? undefined : value;
  }
  return out;
}
