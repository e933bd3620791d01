import * as React from "react";
import { carriedParams } from "../lib/carried-query";

const CarriedParamsContext = React.createContext<Record<string, string>>({});

const NONE: Record<string, string> = {};

/**
 * The query parameters to keep on internal links ({ctn} when present), for the
 * whole page at once: empty in the static HTML and during hydration (the build
 * knows no query string), then read from the address. Without a ctn, nothing
 * changes after hydration, so no link renders twice.
 */
export function CarriedParamsProvider({ search, children }: { search: string; children: React.ReactNode }) {
  const [carried, setCarried] = React.useState(NONE);
  React.useEffect(() => {
    const next = carriedParams(search);
    setCarried((current) => (sameParams(current, next) ? current : Object.keys(next).length ? next : NONE));
  }, [search]);
  return <CarriedParamsContext.Provider value={carried}>{children}</CarriedParamsContext.Provider>;
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The query parameters to keep on internal links ({ctn} when present), after hydration. */
export function useCarriedParams(): Record<string, string> {
  return React.useContext(CarriedParamsContext);
}
