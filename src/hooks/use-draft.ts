import * as React from "react";
import { clearDraft, loadDraft, saveDraft, sessionStore } from "../lib/draft-storage";
import { useCommitEffect } from "./use-commit-effect";

// Saved in the task of the keystroke's render: a reload right after typing keeps the last field.

/**
 * A form's values kept in sessionStorage under `key` while the visitor types.
 * `opened`, when given, is what the form was opened with (a shop), applied to
 * the restored draft from the first render on, so that the form is never
 * drawn for values it is about to leave.
 */
export function useDraft<T extends object>(key: string, empty: T, opened?: (values: T) => T) {
  const [values, setValues] = React.useState<T>(() => {
    const restored = loadDraft(sessionStore(), key, empty);
    return opened ? opened(restored) : restored;
  });
  useCommitEffect(() => saveDraft(sessionStore(), key, values), [key, values]);
  const discard = React.useCallback(() => {
    clearDraft(sessionStore(), key);
    setValues(empty);
  }, [key, empty]);
  return [values, setValues, discard] as const;
}
