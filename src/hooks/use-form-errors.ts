import * as React from "react";
import type { z } from "zod";
import { settleErrors, validate, type FieldErrors } from "../lib/form-errors";
import { focusFirstInvalid } from "../components/form-status/form-status";
import type { SubmissionState } from "./use-submission";

/**
 * The field errors of one form, from the browser's check of the shared
 * contract or from the API's answer (422), and where the focus goes when
 * there are some: to the first invalid field, so a keyboard or screen-reader
 * user lands on what to fix. Attach `formRef` to the <form>. An error of the
 * check goes as soon as its field is valid: the form hands `recheck` what it
 * would send each time its values change.
 */
export function useFormErrors(state: SubmissionState) {
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const formRef = React.useRef<HTMLFormElement>(null);
  /** The schema of the last check and the fields it blamed. */
  const lastCheck = React.useRef<{ schema: z.ZodType; blamed: ReadonlySet<string> } | null>(null);

  const serverFields = state.status === "error" ? state.error.fields : null;
  React.useEffect(() => {
    if (serverFields && Object.keys(serverFields).length) focusFirstInvalid(formRef.current);
  }, [serverFields]);

  const show = React.useCallback((found: FieldErrors): boolean => {
    setErrors(found);
    if (!Object.keys(found).length) return false;
    // After React has rendered the aria-invalid fields.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    return true;
  }, []);

  /** Shows errors found by the form itself (they stay until the next send). */
  const showErrors = React.useCallback(
    (found: FieldErrors): boolean => {
      lastCheck.current = null;
      return show(found);
    },
    [show],
  );

  /** The values parsed by the schema, or null after showing what is wrong. */
  const check = React.useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null => {
      const checked = validate(schema, values);
      const found = checked.ok ? {} : checked.errors;
      lastCheck.current = { schema, blamed: new Set(Object.keys(found)) };
      show(found);
      return checked.ok ? checked.data : null;
    },
    [show],
  );

  /** Takes away the errors of the last check that `values` (what the form would send now) no longer earns; adds none. */
  const recheck = React.useCallback((values: unknown) => {
    const last = lastCheck.current;
    if (!last || last.blamed.size === 0) return;
    const checked = validate(last.schema, values);
    setErrors((shown) => settleErrors(shown, checked.ok ? {} : checked.errors, last.blamed));
  }, []);

  /** The browser's error for a field first, else the API's. */
  const fieldError = (name: string): string | undefined => errors[name] ?? serverFields?.[name];

  return { formRef, errors, setErrors, showErrors, check, recheck, fieldError };
}
