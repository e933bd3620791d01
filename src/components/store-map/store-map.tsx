import * as React from "react";
import { withPrefix } from "gatsby";
import { useTranslation } from "../../hooks/use-translation";
import type { LatLng } from "../../lib/distance";
import { frame, MAP_ASPECT, project, viewBoxAttribute, type MapMarker, type MapPoint, type ViewBox } from "../../lib/map-projection";
import { placeMarkers, type Placed } from "../../lib/map-clusters";

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

/** A marker's diameter on screen, in CSS pixels, at any map size (at least the 24 px of a target), and the least gap between two. */
export const MARKER_PX = 28;
const GAP_PX = 4;
/** The map's width (px) assumed until it is measured (the static HTML): a phone's. */
const ASSUMED_WIDTH_PX = 360;
/** The narrowest view a group zooms to (km); a group still crowded there is spread around its place. */
const MIN_VIEW_KM = 1.5;

type Point = { item: MapMarker; at: MapPoint };

/** The map's drawn width in CSS pixels, measured in the browser (the markers' size in map units follows it). */
function useDrawnWidth(ref: React.RefObject<Element>): number {
  const [width, setWidth] = React.useState(ASSUMED_WIDTH_PX);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The map without a key: the base map of Quebec and its neighbours (one
 * cached SVG file, no third-party request) under numbered markers placed with
 * the same projection, framed on the markers. Markers keep their size on
 * screen whatever the map's; markers that would overlap are grouped into one
 * numbered group, which zooms the map on its shops (and "show all" back).
 * Static markup: nothing runs to draw it, so it is in the static HTML when
 * its shops are known at build time.
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
  const svgRef = React.useRef<SVGSVGElement>(null);
  const drawnWidth = useDrawnWidth(svgRef);
  const points: Point[] = markers.map((marker) => ({ item: marker, at: project(marker) }));
  const center = origin ? project(origin) : null;
  const framed = points.map((p) => p.at);
  if (center) framed.unshift(center);
  const whole = frame(framed, { minWidthKm, aspect });
  // A group's zoom, for these markers only (a new search shows its whole frame again).
  const markersKey = markers.map((m) => m.slug).join(" ");
  const [zoom, setZoom] = React.useState<{ key: string; view: ViewBox } | null>(null);
  const view = zoom && zoom.key === markersKey ? zoom.view : whole;
  const zoomed = view !== whole;
  const kmPerPx = view.width / drawnWidth;
  const r = (MARKER_PX / 2) * kmPerPx;
  const placed = placeMarkers(points, (MARKER_PX + GAP_PX) * kmPerPx, view.width <= MIN_VIEW_KM * 1.01);
  const interactive = Boolean(onSelect);

  // After zooming in or out, the focus goes to the first marker (or group) of the view.
  const focusAfter = React.useRef<string | null>(null);
  React.useEffect(() => {
    const slug = focusAfter.current;
    if (!slug) return;
    focusAfter.current = null;
    svgRef.current?.querySelector<SVGElement>(`[data-slug="${CSS.escape(slug)}"], [data-first="${CSS.escape(slug)}"]`)?.focus();
  }, [view]);

  const zoomInto = (group: Placed<MapMarker>) => {
    const at = points.filter((p) => group.members.includes(p.item)).map((p) => p.at);
    focusAfter.current = group.members[0].slug;
    setZoom({ key: markersKey, view: frame(at, { minWidthKm: MIN_VIEW_KM, aspect }) });
  };

  const body = (at: MapPoint, text: string | number | undefined, fontScale = 1.15) => (
    <>
      <circle className={styles.pin} cx={at.x} cy={at.y} r={r} vectorEffect="non-scaling-stroke" />
      {text !== undefined && (
        <text className={styles.number} x={at.x} y={at.y} dy="0.35em" fontSize={r * fontScale}>
          {text}
        </text>
      )}
    </>
  );

  return (
    <figure className={styles.figure}>
      <svg
        ref={svgRef}
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
        {placed.map((group) => {
          const [first] = group.members;
          const isActive = group.members.some((m) => m.slug === activeSlug) || undefined;
          if (group.members.length > 1) {
            const label = t("stores:map.group", { count: group.members.length, numbers: group.members.map((m) => m.number ?? m.label).join(", ") });
            return interactive ? (
              <g
                key={`group-${first.slug}`}
                className={`${styles.marker} ${styles.group}`}
                data-active={isActive}
                data-first={first.slug}
                data-group={group.members.length}
                role="button"
                tabIndex={0}
                aria-label={label}
                onClick={() => zoomInto(group)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter" && event.key !== " ") return;
                  event.preventDefault();
                  zoomInto(group);
                }}
              >
                {body(group, group.members.length, 1)}
              </g>
            ) : (
              <g key={`group-${first.slug}`} className={`${styles.marker} ${styles.group}`} data-active={isActive} data-group={group.members.length}>
                {body(group, group.members.length, 1)}
              </g>
            );
          }
          return interactive ? (
            <a
              key={first.slug}
              className={styles.marker}
              data-active={isActive}
              data-slug={first.slug}
              href={`#${hrefPrefix}${first.slug}`}
              aria-label={first.label}
              onClick={(event) => {
                event.preventDefault();
                onSelect?.(first.slug);
              }}
            >
              {body(group, first.number)}
            </a>
          ) : (
            <g key={first.slug} className={styles.marker} data-active={isActive}>
              {body(group, first.number)}
            </g>
          );
        })}
      </svg>
      {interactive && zoomed && (
        <button
          type="button"
          className={styles.showAll}
          onClick={() => {
            focusAfter.current = placed[0]?.members[0]?.slug ?? null;
            setZoom(null);
          }}
        >
          {t("stores:map.showAll")}
        </button>
      )}
      <figcaption id={captionId} className={styles.caption}>
        {caption} <span className={styles.credit}>{t("stores:map.credit")}</span>
      </figcaption>
    </figure>
  );
}
