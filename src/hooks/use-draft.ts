import * as React from "react";
import { clearDraft, loadDraft, saveDraft, sessionStore } from "../lib/draft-storage";

// A layout effect runs in the same task as the render that the keystroke
// caused; a passive effect may wait for the next frame (Preact runs them after
// paint), and a reload right after typing would lose the last field.
const useCommitEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;

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
