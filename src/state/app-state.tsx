/**
 * The browser's client state, in one provider mounted by
 * wrapRootElement. Each concern is a slice of one reducer; features add their
 * slice here (shape and reducer in app-context.ts). Campaign data (utm cookies)
 * for the forms to send; the favourite store (transitions in src/lib/favorite.ts);
 * the estimate and appointment forms' open state with their store slug.
 */
import * as React from "react";
import Cookies from "js-cookie";
import { UTM_COOKIES } from "../config/site";
import type { Campaign } from "../lib/carried-query";
import { FavoriteController } from "./favorite-controller";
import { DispatchContext, StateContext, appReducer, initialAppState, sameCampaign, type AppState } from "./app-context";

export { appReducer, initialAppState, useAppDispatch, useAppState } from "./app-context";

/** Fired by gatsby-browser after it stored new campaign cookies. */
export const CAMPAIGN_EVENT = "uniglass:campaign";

export function readCampaignCookies(): Campaign {
  const campaign: Campaign = {};
  // One read of document.cookie for all of them: each read is a round trip to the browser's cookie store.
  const all = Cookies.get();
  for (const cookie of Object.values(UTM_COOKIES)) {
    const value = all[cookie];
    if (value) campaign[cookie] = value;
  }
  return campaign;
}

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
