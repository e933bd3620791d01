/**
 * Client state of SPEC §3 ("client state holds …"), in one provider mounted by
 * wrapRootElement. Each concern is a slice of one reducer; features add their
 * slice here. Today: campaign data (utm cookies) for the forms to send.
 */
import * as React from "react";
import Cookies from "js-cookie";
import { UTM_COOKIES } from "../config/site";
import type { Campaign, CampaignCookie } from "../lib/carried-query";

export interface AppState {
  campaign: Campaign;
}

export type AppAction = { type: "campaign/loaded"; campaign: Campaign };

export const initialAppState: AppState = { campaign: {} };

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case "campaign/loaded":
      return { ...state, campaign: action.campaign };
    default:
      return state;
  }
}

/** Fired by gatsby-browser after it stored new campaign cookies. */
export const CAMPAIGN_EVENT = "uniglass:campaign";

export function readCampaignCookies(): Campaign {
  const campaign: Campaign = {};
  for (const cookie of Object.values(UTM_COOKIES)) {
    const value = Cookies.get(cookie);
    if (value) campaign[cookie as CampaignCookie] = value;
  }
  return campaign;
}

const StateContext = React.createContext<AppState>(initialAppState);
const DispatchContext = React.createContext<React.Dispatch<AppAction>>(() => undefined);

export function AppStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(appReducer, initialAppState);
  React.useEffect(() => {
    const load = () => dispatch({ type: "campaign/loaded", campaign: readCampaignCookies() });
    load();
    window.addEventListener(CAMPAIGN_EVENT, load);
    return () => window.removeEventListener(CAMPAIGN_EVENT, load);
  }, []);
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>{children}</DispatchContext.Provider>
    </StateContext.Provider>
  );
}

export function useAppState(): AppState {
  return React.useContext(StateContext);
}

export function useAppDispatch(): React.Dispatch<AppAction> {
  return React.useContext(DispatchContext);
}
