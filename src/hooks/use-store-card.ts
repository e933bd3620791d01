/**
 * What a store card does, apart from how it looks: the favourite star, the
 * estimate and appointment actions (with the cookie and the analytics event
 * each one sends) and the tracked links. A card stays markup plus this hook,
 * so it can be rendered, or hydrated, in whatever way the page chooses.
 */
import * as React from "react";
import type { Store } from "../contract";
import { track } from "../lib/analytics";
import { useAppDispatch } from "../state/app-state";
import { writeStoreCookie } from "../state/store-cookies";
import { useFavoriteStore } from "./use-favorite-store";

export interface StoreCardActions {
  isFavorite: boolean;
  toggleFavorite: () => void;
  requestEstimate: () => void;
  makeAppointment: () => void;
  trackPhone: () => void;
  trackDirections: () => void;
  trackProfile: () => void;
}

export function useStoreCard(store: Pick<Store, "slug">): StoreCardActions {
  const dispatch = useAppDispatch();
  const { slug: favoriteSlug, toggle } = useFavoriteStore();
  const { slug } = store;
  return React.useMemo(
    () => ({
      isFavorite: favoriteSlug === slug,
      toggleFavorite: () => toggle(slug),
      requestEstimate: () => {
        writeStoreCookie("requestEstimateStore", slug);
        track({ event: "open_estimate_form", storeSlug: slug });
        dispatch({ type: "forms/estimate", active: true, slug });
      },
      makeAppointment: () => {
        track({ event: "open_appointment_form", storeSlug: slug });
        dispatch({ type: "forms/appointment", active: true, slug });
      },
      trackPhone: () => track({ event: "phone_click", storeSlug: slug }),
      trackDirections: () => track({ event: "directions_click", storeSlug: slug }),
      trackProfile: () => track({ event: "store_profile_click", storeSlug: slug }),
    }),
    [favoriteSlug, toggle, slug, dispatch],
  );
}

/** A phone number as a tel: link (North American numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
