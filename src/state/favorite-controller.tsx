/**
 * Runs the favourite store state machine (src/lib/favorite.ts): reads the
 * cookie once after hydration, and on a star click applies the transition
 * and its effects (cookie, store fetch by slug and locale, appointment action).
 * This runs on every page (gatsby-browser), so the API client (axios and the
 * zod contract) is loaded only when there is a store to fetch.
 */
import * as React from "react";
import { splitLocale } from "../config/routes";
import { favoriteTransition, type FavoriteEvent } from "../lib/favorite";
import { COOKIES } from "../config/site";
import { readStoreCookie, removeStoreCookie, writeStoreCookie } from "./store-cookies";
import { readCookiesLater } from "./cookie-jar";
import { useAppDispatch, useAppState } from "./app-context";

const FavoriteEventsContext = React.createContext<(event: FavoriteEvent) => void>(() => undefined);

export function FavoriteController({ children }: { children: React.ReactNode }) {
  const { favorite } = useAppState();
  const dispatch = useAppDispatch();
  const current = React.useRef(favorite);
  current.current = favorite;

  const send = React.useCallback(
    (event: FavoriteEvent) => {
      const { state, effects } = favoriteTransition(current.current, event, () => readStoreCookie("favoriteStore"));
      if (state !== current.current) {
        current.current = state;
        dispatch({ type: "favorite/changed", favorite: state });
      }
      for (const effect of effects) {
        switch (effect.type) {
          case "writeCookie":
            writeStoreCookie("favoriteStore", effect.slug);
            break;
          case "removeCookie":
            removeStoreCookie("favoriteStore");
            break;
          case "appointmentAction":
            dispatch({ type: "forms/appointment", active: false, slug: effect.slug });
            break;
          case "fetchStore": {
            const { locale } = splitLocale(window.location.pathname);
            import("../api-client/store-search")
              .then(({ getStore }) => getStore(effect.slug, { locale }))
              .then(
                (store) => send({ type: "storeFetched", store }),
                () => undefined, // On failure nothing happens: the star stays as it was.
              );
            break;
          }
        }
      }
    },
    [dispatch],
  );

  // The cookie is read after hydration, without holding the main thread (cookie-jar.ts), and applied
  // in a transition: a favourite found there must not reach a part of the page still hydrating
  // (React would re-render it from scratch, error #421).
  React.useEffect(() => {
    let live = true;
    void readCookiesLater().then((all) => {
      const cookieSlug = all[COOKIES.favoriteStore] || null;
      if (live) React.startTransition(() => send({ type: "loaded", cookieSlug }));
    });
    return () => {
      live = false;
    };
  }, [send]);

  return <FavoriteEventsContext.Provider value={send}>{children}</FavoriteEventsContext.Provider>;
}

export function useFavoriteEvents(): (event: FavoriteEvent) => void {
  return React.useContext(FavoriteEventsContext);
}
