/**
 * Client state of SPEC §3 ("client state holds …"), in one provider mounted by
 * wrapRootElement. Each concern is a slice of one reducer; features add their
 * slice here. Campaign data (utm cookies) for the forms to send; the favourite
 * store (SPEC §4, transitions in src/lib/favorite.ts); the estimate and
 * appointment forms' open state with their store slug.
 */
import * as React from "react";
import Cookies from "js-cookie";
import { UTM_COOKIES } from "../config/site";
import type { Campaign, CampaignCookie } from "../lib/carried-query";
import { initialFavoriteState, type FavoriteState } from "../lib/favorite";
import { FavoriteController } from "./favorite";

/** "open estimate form" / "open appointment form" (SPEC §7): an active flag and a store slug. */
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

function sameCampaign(a: Campaign, b: Campaign): boolean {
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

/** Fired by gatsby-browser after it stored new campaign cookies. */
export const CAMPAIGN_EVENT = "uniglass:campaign";

export function readCampaignCookies(): Campaign {
  const campaign: Campaign = {};
  // One read of document.cookie for all of them: each read is a round trip to the browser's cookie store.
  const all = Cookies.get();
  for (const cookie of Object.values(UTM_COOKIES)) {
    const value = all[cookie];
    if (value) campaign[cookie as CampaignCookie] = value;
  }
  return campaign;
}

const StateContext = React.createContext<AppState>(initialAppState);
const DispatchContext = React.createContext<React.Dispatch<AppAction>>(() => undefined);

/** The state of the first render: the campaign cookies are read at once in the browser (no markup shows them). */
function initialState(): AppState {
  return typeof document === "undefined" ? initialAppState : { ...initialAppState, campaign: readCampaignCookies() };
}

export function AppStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(appReducer, undefined, initialState);
  const campaign = React.useRef(state.campaign);
  campaign.current = state.campaign;
  React.useEffect(() => {
    // Cookies written after the first render (a link with utm_* parameters: gatsby-browser stores them
    // once the route renders) may arrive while the page still hydrates: applied in a transition, and
    // only when they changed, React finishes hydrating first (no error #421).
    const load = () => {
      const next = readCampaignCookies();
      if (!sameCampaign(campaign.current, next)) React.startTransition(() => dispatch({ type: "campaign/loaded", campaign: next }));
    };
    load();
    window.addEventListener(CAMPAIGN_EVENT, load);
    return () => window.removeEventListener(CAMPAIGN_EVENT, load);
  }, []);
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>
        <FavoriteController>{children}</FavoriteController>
      </DispatchContext.Provider>
    </StateContext.Provider>
  );
}

export function useAppState(): AppState {
  return React.useContext(StateContext);
}

export function useAppDispatch(): React.Dispatch<AppAction> {
  return React.useContext(DispatchContext);
}
