/**
 * People: a figure in flat style, with its clothes and hair as a style.
 * Each draws around an origin given by the caller, at a size in pixels of
 * the subject's own box.
 */
import { NEUTRAL } from "./palette";
import { rounded } from "./shape";
import { circle, ellipse, group, path, polyline, rect } from "./svg";

export interface PersonStyle {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  /** Where the front arm points, in degrees (0 right, 90 down). */
  reach?: number;
  /** What the front hand holds, drawn at the hand (origin 0,0). */
  holds?: string;
  cap?: string;
  /** The other hand at the ear (on the phone). */
  phone?: boolean;
}

/** A person standing, faceless, flat, `h` tall, feet on y, facing right. */
export function person(x: number, y: number, h: number, style: PersonStyle): string {
  const u = h / 10;
  const shoulder: readonly [number, number] = [x + u * 0.2, y - u * 7.3];
  const reach = ((style.reach ?? 80) * Math.PI) / 180;
  const elbow: readonly [number, number] = [shoulder[0] + Math.cos(reach) * u * 1.6, shoulder[1] + Math.sin(reach) * u * 1.6];
  const hand: readonly [number, number] = [elbow[0] + Math.cos(reach - 0.15) * u * 1.5, elbow[1] + Math.sin(reach - 0.15) * u * 1.5];
  const backArm = style.phone
    ? polyline(
        [
          [x - u * 0.3, y - u * 7.2],
          [x + u * 0.3, y - u * 6.1],
          [x + u * 0.55, y - u * 8.2],
        ],
        style.shirt,
        u * 0.62,
      ) + rect(x + u * 0.35, y - u * 8.9, u * 0.36, u * 0.75, NEUTRAL.tyre, { rx: u * 0.1 })
    : polyline(
        [
          [x - u * 0.3, y - u * 7.2],
          [x - u * 0.5, y - u * 5.6],
          [x - u * 0.2, y - u * 4.4],
        ],
        style.shirt,
        u * 0.62,
      );
  return group(
    ellipse(x, y, u * 1.6, u * 0.25, NEUTRAL.tyre, { opacity: 0.15 }) +
      polyline(
        [
          [x - u * 0.35, y - u * 4.2],
          [x - u * 0.55, y - u * 0.3],
        ],
        style.pants,
        u * 0.8,
      ) +
      polyline(
        [
          [x + u * 0.35, y - u * 4.2],
          [x + u * 0.7, y - u * 0.3],
        ],
        style.pants,
        u * 0.8,
      ) +
      ellipse(x - u * 0.4, y - u * 0.15, u * 0.6, u * 0.28, NEUTRAL.tyre) +
      ellipse(x + u * 0.95, y - u * 0.15, u * 0.6, u * 0.28, NEUTRAL.tyre) +
      backArm +
      path(
        rounded([
          [x - u * 0.95, y - u * 4, u * 0.3],
          [x - u * 0.85, y - u * 7.5, u * 0.8],
          [x + u * 0.85, y - u * 7.5, u * 0.8],
          [x + u * 0.95, y - u * 4, u * 0.3],
        ]),
        style.shirt,
      ) +
      rect(x - u * 0.2, y - u * 8.1, u * 0.4, u * 0.6, style.skin) +
      circle(x + u * 0.05, y - u * 8.75, u * 0.78, style.skin) +
      (style.cap
        ? path(
            `M${x - u * 0.75} ${y - u * 8.85}A${u * 0.8} ${u * 0.8} 0 0 1 ${x + u * 0.85} ${y - u * 8.85}L${x + u * 1.4} ${y - u * 8.75}L${x - u * 0.75} ${y - u * 8.75}Z`,
            style.cap,
          )
        : path(
            `M${x - u * 0.8} ${y - u * 8.6}A${u * 0.85} ${u * 0.85} 0 0 1 ${x + u * 0.8} ${y - u * 9.1}Q${x} ${y - u * 8.9} ${x - u * 0.35} ${y - u * 8.3}Z`,
            style.hair,
          )) +
      polyline([shoulder, elbow, hand], style.shirt, u * 0.62) +
      circle(hand[0], hand[1], u * 0.32, style.skin) +
      (style.holds ? `<g transform="translate(${hand[0].toFixed(1)} ${hand[1].toFixed(1)})">${style.holds}</g>` : ""),
  );
}
