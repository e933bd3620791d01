import * as React from "react";
import { clearDraft, loadDraft, saveDraft, sessionStore } from "../lib/draft-storage";
import { useCommitEffect } from "./use-commit-effect";

// Saved in the task of the keystroke's render: a reload right after typing keeps the last field.

/** A form's values kept in sessionStorage under `key` while the visitor types. */
export function useDraft<T extends object>(key: string, empty: T) {
  const [values, setValues] = React.useState<T>(() => loadDraft(sessionStore(), key, empty));
  useCommitEffect(() => saveDraft(sessionStore(), key, values), [key, values]);
  const discard = React.useCallback(() => {
    clearDraft(sessionStore(), key);
    setValues(empty);
  }, [key, empty]);
  return [values, setValues, discard] as const;
}
