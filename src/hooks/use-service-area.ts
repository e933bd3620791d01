import * as React from "react";
import { POSTAL_CODE_PATTERN } from "../contract/mobile-service";
import type { Geocoder } from "../lib/geo/geocode";
import { placeOfPostalCode, serviceAreaVerdict, shopsServing, type AreaVerdict } from "../lib/service-area";
import type { StoreOption } from "./use-store-options";

/** The postal-code table is loaded on first need (about 30 KB): a visit at the shop never loads it. */
let geocoder: Promise<Geocoder> | null = null;
function loadGeocoder(): Promise<Geocoder> {
  geocoder ??= import("../lib/geo/geocode").then((geo) => geo.createGeocoder());
  return geocoder;
}

export interface ServiceArea {
  /** Null until a whole postal code is typed (or while the table loads, or if it cannot be loaded: the API still judges). */
  verdict: AreaVerdict | null;
  /** When the address is outside the shop's area: the nearest other shops whose area covers it. */
  alternatives: (StoreOption & { distanceKm: number })[];
}

const NONE: ServiceArea = { verdict: null, alternatives: [] };

/**
 * Whether the chosen shop's mobile technicians go to the address's postal
 * code, answered in the browser as soon as the code is whole, by the rule the
 * API applies (src/lib/service-area.ts); off (`active` false) for a visit at the shop.
 */
export function useServiceArea(shop: StoreOption, stores: readonly StoreOption[], postalCode: string, active: boolean): ServiceArea {
  const [loaded, setLoaded] = React.useState<Geocoder | null>(null);
  const complete = active && POSTAL_CODE_PATTERN.test(postalCode.trim());
  React.useEffect(() => {
    if (!complete || loaded) return;
    let live = true;
    loadGeocoder().then(
      (ready) => live && setLoaded(ready),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [complete, loaded]);
  return React.useMemo(() => {
    if (!complete || !loaded) return NONE;
    const place = placeOfPostalCode(loaded, postalCode);
    const verdict = serviceAreaVerdict(shop, place);
    const others = stores.filter((s) => s.slug !== shop.slug);
    return { verdict, alternatives: verdict.status === "outside" && place ? shopsServing(others, place) : [] };
  }, [complete, loaded, postalCode, shop, stores]);
}
