import * as React from "react";
import { clearDraft, loadDraft, saveDraft, sessionStore } from "../lib/draft-storage";

/** A form's values kept in sessionStorage under `key` while the visitor types. */
export function useDraft<T extends object>(key: string, empty: T) {
  const [values, setValues] = React.useState<T>(() => loadDraft(sessionStore(), key, empty));
  React.useEffect(() => saveDraft(sessionStore(), key, values), [key, values]);
  const discard = React.useCallback(() => {
    clearDraft(sessionStore(), key);
    setValues(empty);
  }, [key, empty]);
  return [values, setValues, discard] as const;
}
