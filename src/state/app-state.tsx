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
import { readCookiesLater } from "./cookie-jar";
import { DispatchContext, StateContext, appReducer, initialAppState, sameCampaign } from "./app-context";

export { appReducer, initialAppState, useAppDispatch, useAppState } from "./app-context";

/** Fired by gatsby-browser after it stored new campaign cookies. */
export const CAMPAIGN_EVENT = "uniglass:campaign";

function campaignOf(all: Record<string, string>): Campaign {
  const campaign: Campaign = {};
  for (const cookie of Object.values(UTM_COOKIES)) {
    const value = all[cookie];
    if (value) campaign[cookie] = value;
  }
  return campaign;
}

/** The campaign cookies, now (one read of document.cookie for all of them). */
function readCampaignCookies(): Campaign {
  return campaignOf(Cookies.get());
}

export function AppStateProvider({ children }: { children: React.ReactNode }) {
  // No markup shows the campaign (the forms send it), so the first render does not wait for the
  // cookies: the page's first read of them is slow, and it would lengthen the task that hydrates.
  const [state, dispatch] = React.useReducer(appReducer, initialAppState);
  const campaign = React.useRef(state.campaign);
  campaign.current = state.campaign;
  React.useEffect(() => {
    // Applied in a transition, and only when they changed: React finishes hydrating first (no error #421).
    let live = true;
    let storedSince = false;
    const apply = (next: Campaign) => {
      if (live && !sameCampaign(campaign.current, next)) React.startTransition(() => dispatch({ type: "campaign/loaded", campaign: next }));
    };
    void readCookiesLater().then((all) => {
      if (!storedSince) apply(campaignOf(all));
    });
    // Cookies written after the first render (a link with utm_* parameters: gatsby-browser stores them
    // once the route renders): read at once, and they win over an earlier read still on its way.
    const stored = () => {
      storedSince = true;
      apply(readCampaignCookies());
    };
    window.addEventListener(CAMPAIGN_EVENT, stored);
    return () => {
      live = false;
      window.removeEventListener(CAMPAIGN_EVENT, stored);
    };
  }, []);
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>
        <FavoriteController>{children}</FavoriteController>
      </DispatchContext.Provider>
    </StateContext.Provider>
  );
}
