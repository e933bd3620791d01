import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { LIMITS } from "../../config/site";
import { useLocale } from "../../hooks/use-locale";
import { useFavoriteStore } from "../../hooks/use-favorite-store";
import { directionsUrl, mapsKey, staticMapUrl } from "../../lib/maps";
import { heroBorder, isImageUrl } from "../../lib/service-content";
import { storeMarker } from "../../lib/map-projection";
import { LazyPart } from "../lazy-part/lazy-part";
import * as styles from "./hero.module.css";
import { LARGEST_PAINT_IMAGE } from "../../lib/image-priority";

// Shown only in the browser (the favourite store): its code is not part of the home page's first load.
const StoreMap = React.lazy(() => import("../store-map/store-map").then((module) => ({ default: module.StoreMap })));

export interface BannerImage {
  src: string;
  width: number;
  height: number;
}

export type HeroBannerProps = { border?: string | null } & (
  | { kind: "images"; desktop: BannerImage; mobile: BannerImage; alt: string }
  | { kind: "map"; store: { name: string; latitude: number | null; longitude: number | null } }
);

const BORDER_COLOURS = { blue: "var(--color-brand)", "blue-reverse": "var(--color-brand-dark)", purple: "#6b3fa0", red: "var(--color-ziebart)" };

/**
 * The static hero banner: a desktop and a mobile image (`<picture>`), or
 * the map of a store with a get-directions link in a new tab: the maps
 * provider's static map with a maps key, else the keyless map. Without a
 * position, the map variant renders nothing.
 */
export function HeroBanner(props: HeroBannerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const style = { "--hero-border": BORDER_COLOURS[heroBorder(props.border)] } as React.CSSProperties;
  if (props.kind === "images") {
    const { desktop, mobile, alt } = props;
    if (!isImageUrl(desktop.src) || !isImageUrl(mobile.src)) return null;
    return (
      <picture className={styles.banner} style={style}>
        <source media="(max-width: 767px)" srcSet={mobile.src} width={mobile.width} height={mobile.height} />
        <img src={desktop.src} width={desktop.width} height={desktop.height} alt={alt} {...LARGEST_PAINT_IMAGE} />
      </picture>
    );
  }
  const { store } = props;
  const map = staticMapUrl(store, mapsKey(), locale);
  const marker = storeMarker({ slug: "favourite", ...store });
  const directions = directionsUrl(store);
  if (!map && !marker) return null;
  return (
    <div className={`${styles.banner} ${map ? "" : styles.mapBanner}`} style={style} data-testid="store-map-banner">
      {map ? (
        <img src={map} width={LIMITS.staticMap.width} height={LIMITS.staticMap.height} alt={t("services:hero.mapAlt", { name: store.name })} />
      ) : (
        marker && (
          <LazyPart>
            <StoreMap markers={[marker]} caption={t("services:hero.mapAlt", { name: store.name })} minWidthKm={240} aspect={3} />
          </LazyPart>
        )
      )}
      {directions && (
        <a className={styles.directions} href={directions} target="_blank" rel="noopener noreferrer">
          {t("services:hero.directions", { name: store.name })} <span className="visually-hidden">{t("stores:card.newTab")}</span>
        </a>
      )}
    </div>
  );
}

/** Without slides: the map of the visitor's favourite store, else nothing. */
export function StoreMapBanner() {
  const { store } = useFavoriteStore();
  if (!store) return null;
  return <HeroBanner kind="map" store={{ name: store.name, latitude: store.latitude ?? null, longitude: store.longitude ?? null }} />;
}
