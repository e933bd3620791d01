import * as React from "react";
import { carriedParams } from "../lib/carried-query";

const NONE: Record<string, string> = {};

/** The carried parameters of the page's address, and a way to hear when the address changes. */
interface CarriedStore {
  subscribe: (onChange: () => void) => () => void;
  get: () => Record<string, string>;
}

const EMPTY_STORE: CarriedStore = { subscribe: () => () => undefined, get: () => NONE };

const CarriedParamsContext = React.createContext<CarriedStore>(EMPTY_STORE);

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The query parameters to keep on internal links ({ctn} when present), for the
 * whole page at once: empty in the static HTML and while each part of the page
 * hydrates (the build knows no query string), then read from the address.
 * The context holds a store that never changes, and each link reads the
 * parameters from it once its own part has hydrated: a context value that
 * changed after the page's first commit would reach the layout's parts still
 * waiting to hydrate, and React would throw their built HTML away to render
 * them again (its error #421). Without a ctn, nothing changes after
 * hydration, so no link renders twice.
 */
export function CarriedParamsProvider({ search, children }: { search: string; children: React.ReactNode }) {
  const [store] = React.useState(() => {
    const listeners = new Set<() => void>();
    const state = { search, carried: NONE };
    const read = (from: string) => {
      const next = carriedParams(from);
      if (!sameParams(state.carried, next)) state.carried = Object.keys(next).length ? next : NONE;
      state.search = from;
    };
    read(search);
    return {
      subscribe: (onChange: () => void) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
      get: () => state.carried,
      /** The page's address changed (a client-side navigation). */
      update: (next: string) => {
        if (next === state.search) return;
        const before = state.carried;
        read(next);
        if (state.carried !== before) listeners.forEach((listener) => listener());
      },
    };
  });
  React.useEffect(() => store.update(search), [store, search]);
  return <CarriedParamsContext.Provider value={store}>{children}</CarriedParamsContext.Provider>;
}

const serverSnapshot = () => NONE;

/** The query parameters to keep on internal links ({ctn} when present), once this part of the page has hydrated. */
export function useCarriedParams(): Record<string, string> {
  const store = React.useContext(CarriedParamsContext);
  return React.useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}
