/**
 * The browser's client state, in one provider mounted by
 * wrapRootElement. Each concern is a slice of one reducer; features add their
 * slice here (shape, reducer and the store components read it from, with
 * useSyncExternalStore, in app-context.ts). Campaign data (utm cookies)
 * for the forms to send; the favourite store (transitions in src/lib/favorite.ts);
 * the estimate and appointment forms' open state with their store slug.
 *
 * The provider reads the page's cookies once, after hydration and without
 * holding the main thread (cookie-jar.ts). What it found reaches the page in
 * one update: the campaign and the favourite in the state, and the cookies
 * themselves for the parts that start from another one (useStartingCookies in app-context.ts).
 */
import * as React from "react";
import Cookies from "js-cookie";
import { COOKIES, UTM_COOKIES } from "../config/site";
import type { Campaign } from "../lib/carried-query";
import { FavoriteEventsContext, useFavoriteController } from "./favorite-controller";
import { readCookiesLater } from "./cookie-jar";
import { AppStoreContext, createAppStore, sameCampaign } from "./app-context";

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
  const [store] = React.useState(createAppStore);
  const sendFavorite = useFavoriteController(store);
  React.useEffect(() => {
    // Only what changed reaches the components: a page with no campaign and no favourite renders nothing again.
    let live = true;
    let storedSince = false;
    const apply = (next: Campaign) => {
      if (live && !sameCampaign(store.get().state.campaign, next)) store.dispatch({ type: "campaign/loaded", campaign: next });
    };
    void readCookiesLater().then((all) => {
      if (!live) return;
      // One update: a part following both the favourite and the starting cookies never sees one without the other.
      store.batch(() => {
        if (!storedSince) apply(campaignOf(all));
        sendFavorite({ type: "loaded", cookieSlug: all[COOKIES.favoriteStore] || null });
        store.setStarting(all);
      });
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
  }, [store, sendFavorite]);
  return (
    <AppStoreContext.Provider value={store}>
      <FavoriteEventsContext.Provider value={sendFavorite}>{children}</FavoriteEventsContext.Provider>
    </AppStoreContext.Provider>
  );
}
