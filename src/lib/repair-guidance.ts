/**
 * Repair or replace? The guidance shown while a driver describes the damage
 * in the estimate request. The rules are the industry's usual ones,
 * stated the same way in the service pages: a chip smaller than a 2 $ coin
 * (about 2.5 cm) can usually be repaired; a crack longer than a 20 $ bill
 * (about 15 cm), a broken window or damage in the driver's line of sight needs
 * a replacement; side and rear windows are tempered glass and are replaced.
 */
import type { DAMAGE_SIZES, DAMAGE_TYPES, GLASS_TYPES } from "../contract/requests";

export type GlassType = (typeof GLASS_TYPES)[number];
export type DamageType = (typeof DAMAGE_TYPES)[number];
export type DamageSize = (typeof DAMAGE_SIZES)[number];

/** "repair", "replace", or "inspect" when the shop has to see it. Keys of forms:estimate.guidance.*. */
export type Guidance = "repair" | "replace" | "inspect";

export function repairGuidance(glass: GlassType, damage: DamageType, size?: DamageSize): Guidance {
  if (glass === "side-window" || glass === "rear-window" || glass === "sunroof") return "replace";
  if (glass !== "windshield") return "inspect";
  if (damage === "broken") return "replace";
  if (damage === "chip") return size === "longer" ? "replace" : size === "bill" ? "inspect" : "repair";
  if (damage === "crack") return size === "longer" ? "replace" : "inspect";
  return "inspect";
}
