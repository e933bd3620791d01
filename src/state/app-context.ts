/**
 * The client state's shape, its reducer and its contexts, apart from the
 * provider (app-state.tsx) so that the hooks and components under it can
 * read and dispatch without importing the provider.
 */
import * as React from "react";
import type { Campaign, CampaignCookie } from "../lib/carried-query";
import { initialFavoriteState, type FavoriteState } from "../lib/favorite";

/** "open estimate form" / "open appointment form": an active flag and a store slug. */
export interface FormRequest {
  active: boolean;
  slug: string | null;
}

export interface AppState {
  campaign: Campaign;
  favorite: FavoriteState;
  estimateForm: FormRequest;
  appointmentForm: FormRequest;
}

export type AppAction =
  | { type: "campaign/loaded"; campaign: Campaign }
  | { type: "favorite/changed"; favorite: FavoriteState }
  | { type: "forms/estimate"; active: boolean; slug: string | null }
  | { type: "forms/appointment"; active: boolean; slug: string | null };

const closedForm: FormRequest = { active: false, slug: null };

export const initialAppState: AppState = {
  campaign: {},
  favorite: initialFavoriteState,
  estimateForm: closedForm,
  appointmentForm: closedForm,
};

export function sameCampaign(a: Campaign, b: Campaign): boolean {
  const keys = Object.keys(a) as CampaignCookie[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * An action that changes nothing returns the same state: the store then tells
 * no component, and nothing renders again.
 */
export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case "campaign/loaded":
      return sameCampaign(state.campaign, action.campaign) ? state : { ...state, campaign: action.campaign };
    case "favorite/changed":
      return action.favorite === state.favorite ? state : { ...state, favorite: action.favorite };
    case "forms/estimate":
      return { ...state, estimateForm: { active: action.active, slug: action.slug } };
    case "forms/appointment":
      return { ...state, appointmentForm: { active: action.active, slug: action.slug } };
    default:
      return state;
  }
}

/** The page's cookies (name → decoded value) as the provider read them once the page had hydrated. */
export type StartingCookies = Readonly<Record<string, string>>;

/** What the store holds: the state, and the cookies the page started with (null until read). */
interface AppSnapshot {
  state: AppState;
  starting: StartingCookies | null;
}

/**
 * The client state, held outside React. The provider hands the same store to
 * the whole page for its whole life, and each component reads what it needs
 * with useSyncExternalStore: a change reaches only the components that read
 * the state, once each has hydrated. A context whose value changed would
 * also reach the layout's parts still waiting to hydrate, and React would
 * throw their built HTML away (its error #421; seen with a favourite store's
 * cookie on one load in ten with the processor slowed).
 */
export interface AppStore {
  subscribe: (onChange: () => void) => () => void;
  get: () => AppSnapshot;
  dispatch: React.Dispatch<AppAction>;
  /** Applies several changes, then tells the components once (they never see one without the others). */
  batch: (changes: () => void) => void;
  setStarting: (starting: StartingCookies) => void;
}

export function createAppStore(): AppStore {
  const listeners = new Set<() => void>();
  let snapshot: AppSnapshot = { state: initialAppState, starting: null };
  let batching = 0;
  let changed = false;
  const commit = (next: AppSnapshot) => {
    snapshot = next;
    changed = true;
    if (!batching) notify();
  };
  const notify = () => {
    if (!changed) return;
    changed = false;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => snapshot,
    dispatch: (action) => {
      const state = appReducer(snapshot.state, action);
      if (state !== snapshot.state) commit({ ...snapshot, state });
    },
    batch: (changes) => {
      batching += 1;
      try {
        changes();
      } finally {
        batching -= 1;
      }
      if (!batching) notify();
    },
    setStarting: (starting) => commit({ ...snapshot, starting }),
  };
}

/** A page rendered without the provider (a component's test) reads a store of its own that nothing changes. */
export const AppStoreContext = React.createContext<AppStore>(createAppStore());

/** What the build rendered: the state before any cookie was read. React uses it while a part hydrates. */
const serverState = () => initialAppState;
const serverStarting = () => null;

export function useAppState(): AppState {
  const store = React.useContext(AppStoreContext);
  return React.useSyncExternalStore(store.subscribe, () => store.get().state, serverState);
}

export function useAppDispatch(): React.Dispatch<AppAction> {
  return React.useContext(AppStoreContext).dispatch;
}

/**
 * The cookies the page started with, or null until they are read. The
 * favourite and the campaign found there are in the state by the same
 * update; a cookie written since (a star click) is not here.
 */
export function useStartingCookies(): StartingCookies | null {
  const store = React.useContext(AppStoreContext);
  return React.useSyncExternalStore(store.subscribe, () => store.get().starting, serverStarting);
}
