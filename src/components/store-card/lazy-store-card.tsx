import * as React from "react";
import type { StoreCardProps } from "./store-card";
import { LazyPart } from "../lazy-part/lazy-part";

const load = () => import("./store-card");
const StoreCardChunk = React.lazy(() => load().then((module) => ({ default: module.StoreCard })));

/** Starts loading the card's code, e.g. as soon as the favourite's slug is known, before its data arrives. */
export function preloadStoreCard(): void {
  void load();
}

/**
 * The store card where it appears only in the browser (the favourite store,
 * which depends on a cookie and an API call): its code and styles are not
 * part of the page's first load, so pages that show it to some visitors only
 * do not make every visitor download and parse it.
 */
export function LazyStoreCard(props: StoreCardProps) {
  return (
    <LazyPart>
      <StoreCardChunk {...props} />
    </LazyPart>
  );
}
