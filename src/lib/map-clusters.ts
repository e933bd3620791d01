/**
 * Markers that would overlap on the drawn map are grouped: one numbered
 * group per crowd, at the members' average position, which the map can
 * zoom into. Pure; distances are in the map's units (km), `minDistance` the
 * least a marker's centre may be from another's (a marker's size on screen
 * plus a gap, in km at the map's current scale).
 */
import type { MapPoint } from "./map-projection";

export interface Placed<T> extends MapPoint {
  /** One member: a marker; more: a group, its members in the given order. */
  members: T[];
}

const distance = (a: MapPoint, b: MapPoint) => Math.hypot(a.x - b.x, a.y - b.y);

function centre<T>(members: readonly { item: T; at: MapPoint }[]): MapPoint {
  const x = members.reduce((sum, m) => sum + m.at.x, 0) / members.length;
  const y = members.reduce((sum, m) => sum + m.at.y, 0) / members.length;
  return { x, y };
}

/**
 * Groups the points (in their order: a group takes the place of its first
 * member) until no two markers or groups are closer than `minDistance`.
 * With `spread` (the map cannot zoom further), a group's members are laid
 * around its centre instead, each at its own place.
 */
export function placeMarkers<T>(points: readonly { item: T; at: MapPoint }[], minDistance: number, spread = false): Placed<T>[] {
  let groups = points.map((point) => [point]);
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (distance(centre(groups[i]), centre(groups[j])) < minDistance) {
          groups = [...groups.slice(0, i), [...groups[i], ...groups[j]], ...groups.slice(i + 1, j), ...groups.slice(j + 1)];
          merged = true;
          break outer;
        }
      }
    }
  }
  return groups.flatMap((group) => {
    const at = centre(group);
    if (group.length === 1 || !spread) return [{ ...at, members: group.map((m) => m.item) }];
    // Around the centre, far enough apart: a chord of 2·r·sin(π/n) ≥ minDistance.
    const radius = minDistance / (2 * Math.sin(Math.PI / Math.max(group.length, 2)));
    return group.map((m, k) => {
      const angle = (2 * Math.PI * k) / group.length - Math.PI / 2;
      return { x: at.x + radius * Math.cos(angle), y: at.y + radius * Math.sin(angle), members: [m.item] };
    });
  });
}
