import * as React from "react";
import { withPrefix } from "gatsby";
import { useTranslation } from "../../hooks/use-translation";
import type { LatLng } from "../../lib/distance";
import { frame, MAP_ASPECT, project, viewBoxAttribute, type MapMarker } from "../../lib/map-projection";

export { storeMarker, type MapMarker } from "../../lib/map-projection";
import * as styles from "./store-map.module.css";

export interface StoreMapProps {
  markers: readonly MapMarker[];
  /** The text alternative, shown under the map. */
  caption: string;
  /** The searched place, and the circle of the search radius around it. */
  origin?: LatLng | null;
  radiusKm?: number;
  activeSlug?: string | null;
  /** Markers become links to `#{hrefPrefix}{slug}` that call this (keyboard-focusable); without it the map is one image. */
  onSelect?: (slug: string) => void;
  hrefPrefix?: string;
  /** Narrowest view, in km (a single shop is shown with its surroundings). */
  minWidthKm?: number;
  /** Width over height (4:3 by default). */
  aspect?: number;
  /** Id of the caption (one map per page: the default). */
  captionId?: string;
}

/** Where the base map is: drawn once from Natural Earth by scripts/build-base-map.ts, in static/maps. */
export const BASE_MAP = "/maps/quebec.svg#base";

/**
 * The map without a key: the base map of Quebec and its neighbours (one
 * cached SVG file, no third-party request) under numbered markers placed with
 * the same projection, framed on the markers. Static markup: nothing runs
 * to draw it, so it is in the static HTML when its shops are known at build
 * time.
 */
export function StoreMap({
  markers,
  caption,
  origin,
  radiusKm,
  activeSlug,
  onSelect,
  hrefPrefix = "store-",
  minWidthKm = 120,
  aspect = MAP_ASPECT,
  captionId = "store-map-caption",
}: StoreMapProps) {
  const { t } = useTranslation();
  const points = markers.map((marker) => ({ marker, at: project(marker) }));
  const center = origin ? project(origin) : null;
  const framed = points.map((p) => p.at);
  if (center) framed.unshift(center);
  const view = frame(framed, { minWidthKm, aspect });
  const r = view.width * 0.024;
  // In the list's order (the keyboard's too); the active marker is drawn again on top.
  const active = points.find((p) => p.marker.slug === activeSlug);
  const interactive = Boolean(onSelect);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={viewBoxAttribute(view)}
        role={interactive ? "group" : "img"}
        aria-labelledby={captionId}
        data-testid="store-map"
        style={aspect === MAP_ASPECT ? undefined : { aspectRatio: String(aspect) }}
      >
        <use xlinkHref={withPrefix(BASE_MAP)} />
        {center && radiusKm && <circle className={styles.radius} cx={center.x} cy={center.y} r={radiusKm} vectorEffect="non-scaling-stroke" />}
        {center && <circle className={styles.origin} cx={center.x} cy={center.y} r={r * 0.45} vectorEffect="non-scaling-stroke" />}
        {points.map(({ marker, at }) => {
          const body = (
            <>
              <circle className={styles.pin} cx={at.x} cy={at.y} r={r} vectorEffect="non-scaling-stroke" />
              {marker.number !== undefined && (
                <text className={styles.number} x={at.x} y={at.y} dy="0.35em" fontSize={r * 1.15}>
                  {marker.number}
                </text>
              )}
            </>
          );
          const isActive = marker.slug === activeSlug || undefined;
          return interactive ? (
            <a
              key={marker.slug}
              className={styles.marker}
              data-active={isActive}
              href={`#${hrefPrefix}${marker.slug}`}
              aria-label={marker.label}
              onClick={(event) => {
                event.preventDefault();
                onSelect?.(marker.slug);
              }}
            >
              {body}
            </a>
          ) : (
            <g key={marker.slug} className={styles.marker} data-active={isActive}>
              {body}
            </g>
          );
        })}
        {active && points.length > 1 && (
          <g className={styles.marker} data-active aria-hidden="true">
            <circle className={styles.pin} cx={active.at.x} cy={active.at.y} r={r} vectorEffect="non-scaling-stroke" />
            {active.marker.number !== undefined && (
              <text className={styles.number} x={active.at.x} y={active.at.y} dy="0.35em" fontSize={r * 1.15}>
                {active.marker.number}
              </text>
            )}
          </g>
        )}
      </svg>
      <figcaption id={captionId} className={styles.caption}>
        {caption} <span className={styles.credit}>{t("stores:map.credit")}</span>
      </figcaption>
    </figure>
  );
}
