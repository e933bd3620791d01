/**
 * Drafts of the long forms (estimate, appointment) kept in sessionStorage
 * until they are sent or discarded: nothing the visitor typed is lost by
 * closing the form, navigating or reloading. A draft that no longer has the
 * expected shape is ignored.
 */
/** Where the estimate and appointment forms keep their drafts (a quote is carried into them there). */
export const FORM_DRAFT_KEYS = { estimate: "uniglass:estimate-draft", appointment: "uniglass:appointment-draft" } as const;

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadDraft<T extends object>(storage: DraftStorage | null, key: string, empty: T): T {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return empty;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return empty;
    // Only the known fields, each with the type of its empty value.
    const draft = { ...empty } as Record<string, unknown>;
    for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (field in empty && typeof value === typeof (empty as Record<string, unknown>)[field]) draft[field] = value;
    }
    return draft as T;
  } catch {
    return empty;
  }
}

export function saveDraft(storage: DraftStorage | null, key: string, draft: object): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the form still works, the draft is just not kept.
  }
}

export function clearDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // see saveDraft
  }
}

export function sessionStore(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
