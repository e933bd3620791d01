import * as React from "react";
import type { z } from "zod";
import { validate, type FieldErrors } from "../lib/form-errors";
import { focusFirstInvalid } from "../components/form-status/form-status";
import type { SubmissionState } from "./use-submission";

/**
 * The field errors of one form, from the browser's check of the shared
 * contract or from the API's answer (422), and where the focus goes when
 * there are some: to the first invalid field, so a keyboard or screen-reader
 * user lands on what to fix. Attach `formRef` to the <form>.
 */
export function useFormErrors(state: SubmissionState) {
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const formRef = React.useRef<HTMLFormElement>(null);

  const serverFields = state.status === "error" ? state.error.fields : null;
  React.useEffect(() => {
    if (serverFields && Object.keys(serverFields).length) focusFirstInvalid(formRef.current);
  }, [serverFields]);

  const showErrors = React.useCallback((found: FieldErrors): boolean => {
    setErrors(found);
    if (!Object.keys(found).length) return false;
    // After React has rendered the aria-invalid fields.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    return true;
  }, []);

  /** The values parsed by the schema, or null after showing what is wrong. */
  const check = React.useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null => {
      const checked = validate(schema, values);
      showErrors(checked.ok ? {} : checked.errors);
      return checked.ok ? checked.data : null;
    },
    [showErrors],
  );

  /** The browser's error for a field first, else the API's. */
  const fieldError = (name: string): string | undefined => errors[name] ?? serverFields?.[name];

  return { formRef, errors, setErrors, showErrors, check, fieldError };
}
