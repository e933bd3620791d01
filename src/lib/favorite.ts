/**
 * The favourite store state machine, as a pure transition:
 * (state, event, cookie) → next state + the effects to run (cookie writes,
 * the store fetch, the appointment action). The provider runs the effects.
 */
import type { Store } from "../contract";

export interface FavoriteState {
  /** Slug of the favourite store, or null. */
  slug: string | null;
  /** The favourite store as fetched by slug and locale (favoriteStore of the client state), or null. */
  store: Store | null;
}

export const initialFavoriteState: FavoriteState = { slug: null, store: null };

export type FavoriteEvent =
  /** First load: the favourite cookie's value (null when absent). */
  | { type: "loaded"; cookieSlug: string | null }
  /** The star of a store card was clicked. */
  | { type: "starClicked"; slug: string }
  /** The store fetch by slug succeeded (GET_STORES_SUCCESS). */
  | { type: "storeFetched"; store: Store };

export type FavoriteEffect =
  | { type: "writeCookie"; slug: string }
  | { type: "removeCookie" }
  | { type: "fetchStore"; slug: string }
  /** On clearing a held favourite store, the make-an-appointment action is invoked with its slug. */
  | { type: "appointmentAction"; slug: string };

export interface FavoriteTransition {
  state: FavoriteState;
  effects: FavoriteEffect[];
}

/**
 * @param readCookie the favourite cookie as it is now (null when absent): called
 * only by the transition that needs it (a star click), so the others read no
 * cookie (a page's first read of one holds the main thread: src/state/cookie-jar.ts)
 */
export function favoriteTransition(state: FavoriteState, event: FavoriteEvent, readCookie: () => string | null): FavoriteTransition {
  switch (event.type) {
    case "loaded": {
      if (!event.cookieSlug) return { state, effects: [] };
      if (event.cookieSlug === state.slug && state.store) return { state, effects: [] };
      return {
        state: { slug: event.cookieSlug, store: state.store?.slug === event.cookieSlug ? state.store : null },
        effects: [{ type: "fetchStore", slug: event.cookieSlug }],
      };
    }
    case "starClicked": {
      if (state.slug === event.slug) {
        const effects: FavoriteEffect[] = [{ type: "removeCookie" }];
        if (state.store) effects.push({ type: "appointmentAction", slug: event.slug });
        return { state: initialFavoriteState, effects };
      }
      const next: FavoriteState = { slug: event.slug, store: null };
      if (readCookie() === event.slug) return { state: next, effects: [{ type: "fetchStore", slug: event.slug }] };
      return {
        state: next,
        effects: [
          { type: "writeCookie", slug: event.slug },
          { type: "fetchStore", slug: event.slug },
        ],
      };
    }
    case "storeFetched":
      // A late answer for a store that is no longer the favourite is dropped.
      if (event.store.slug !== state.slug) return { state, effects: [] };
      return { state: { ...state, store: event.store }, effects: [] };
    default:
      return { state, effects: [] };
  }
}
