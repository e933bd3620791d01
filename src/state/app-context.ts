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
 * An action that changes nothing returns the same state: React then skips the
 * update, and nothing under the provider re-renders. That matters while the
 * page hydrates: an update reaching a lazily loaded part that is not hydrated
 * yet makes React drop its server HTML and render it again (error #421).
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

export const StateContext = React.createContext<AppState>(initialAppState);
export const DispatchContext = React.createContext<React.Dispatch<AppAction>>(() => undefined);

export function useAppState(): AppState {
  return React.useContext(StateContext);
}

export function useAppDispatch(): React.Dispatch<AppAction> {
  return React.useContext(DispatchContext);
}

/** The page's cookies (name → decoded value) as the provider read them once the page had hydrated. */
export type StartingCookies = Readonly<Record<string, string>>;

export const StartingCookiesContext = React.createContext<StartingCookies | null>(null);

/**
 * The cookies the page started with, or null until they are read. The
 * favourite and the campaign found there are in the state by the same
 * update; a cookie written since (a star click) is not here.
 */
export function useStartingCookies(): StartingCookies | null {
  return React.useContext(StartingCookiesContext);
}
