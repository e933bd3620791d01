/**
 * The map of the finder's results (only with GATSBY_GOOGLE_MAPS_KEY): a
 * marker per store; the active store's marker is highlighted, and clicking a
 * marker makes its store the active one. When Google's script cannot load
 * (blocked, offline), `fallback` shows in its place.
 */
import * as React from "react";
import { GoogleMap, MarkerF, useJsApiLoader } from "@react-google-maps/api";
import type { Store } from "../../contract";
import { MAPS_LIBRARIES } from "../location-search-box/places-autocomplete";
import * as styles from "./stores-map.module.css";

export interface StoresMapProps {
  apiKey: string;
  language: string;
  label: string;
  stores: readonly Store[];
  activeSlug: string | null;
  onSelect: (slug: string) => void;
  /** What shows instead when Google's script cannot load (the keyless map). */
  fallback: React.ReactNode;
}

export default function StoresMap({ apiKey, language, label, stores, activeSlug, onSelect, fallback }: StoresMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: "uniglass-maps", googleMapsApiKey: apiKey, libraries: MAPS_LIBRARIES, language });
  const [map, setMap] = React.useState<google.maps.Map | null>(null);
  // The same list for the same shops: the map is framed on them once, not again at each render (a card's focus
  // renders the finder), which would undo the visitor's own zoom and moves.
  const placed = React.useMemo(() => stores.filter((s) => typeof s.latitude === "number" && typeof s.longitude === "number"), [stores]);

  React.useEffect(() => {
    if (!map || placed.length === 0) return;
    const bounds = new google.maps.LatLngBounds();
    for (const s of placed) bounds.extend({ lat: s.latitude as number, lng: s.longitude as number });
    map.fitBounds(bounds);
  }, [map, placed]);

  React.useEffect(() => {
    const active = placed.find((s) => s.slug === activeSlug);
    if (map && active) map.panTo({ lat: active.latitude as number, lng: active.longitude as number });
  }, [map, activeSlug, placed]);

  if (loadError) return <>{fallback}</>;
  return (
    <div className={styles.map} role="region" aria-label={label}>
      {isLoaded && (
        <GoogleMap mapContainerClassName={styles.canvas} onLoad={setMap} onUnmount={() => setMap(null)} options={{ streetViewControl: false }}>
          {placed.map((s) => (
            <MarkerF
              key={s.slug}
              position={{ lat: s.latitude as number, lng: s.longitude as number }}
              title={s.name}
              zIndex={s.slug === activeSlug ? 2 : 1}
              opacity={activeSlug && s.slug !== activeSlug ? 0.6 : 1}
              label={s.slug === activeSlug ? { text: "★", color: "#ffffff" } : undefined}
              onClick={() => onSelect(s.slug)}
            />
          ))}
        </GoogleMap>
      )}
    </div>
  );
}
