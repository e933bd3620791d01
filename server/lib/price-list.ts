/**
 * The sample API's price list, in dollars before taxes, as Quebec auto glass
 * shops charge (parts and labour): a replacement per vehicle class and glass,
 * from aftermarket glass (low) to the maker's own (high); a resin repair of
 * the windshield; what each option adds to a windshield; the ADAS camera's
 * calibration per class. A shop's own rates differ by its region.
 */
import type { QUOTE_GLASS, GLASS_OPTIONS, VehicleClass } from "../../src/contract/quote";

type Range = readonly [low: number, high: number];
type Glass = (typeof QUOTE_GLASS)[number];
type GlassOption = (typeof GLASS_OPTIONS)[number];

export const REPLACEMENT: Record<Glass, Record<VehicleClass, Range>> = {
  windshield: { compact: [320, 480], sedan: [360, 540], suv: [420, 640], pickup: [400, 600], minivan: [430, 650], luxury: [650, 1100] },
  "side-window": { compact: [220, 320], sedan: [240, 340], suv: [260, 380], pickup: [250, 360], minivan: [260, 380], luxury: [380, 560] },
  "rear-window": { compact: [380, 560], sedan: [420, 620], suv: [480, 720], pickup: [300, 460], minivan: [480, 720], luxury: [700, 1050] },
  sunroof: { compact: [450, 700], sedan: [500, 750], suv: [550, 850], pickup: [550, 850], minivan: [550, 850], luxury: [800, 1300] },
};

/** A windshield's resin repair: a chip, or a short crack. */
export const REPAIR: Record<"chip" | "crack", Range> = { chip: [70, 90], crack: [110, 150] };

/** What an option adds to a windshield replacement (the part, its sensor bracket or its film). */
export const OPTION_PRICES: Record<GlassOption, Range> = {
  heated: [90, 140],
  "rain-sensor": [60, 110],
  "head-up-display": [300, 550],
  "adas-camera": [80, 160],
};

/** Calibrating the ADAS camera after a windshield replacement (static and road test). */
export const CALIBRATION: Record<VehicleClass, number> = { compact: 280, sedan: 280, suv: 320, pickup: 320, minivan: 320, luxury: 390 };

/** A shop's rates against the list, by region (others: the list). */
export const REGION_RATES: Record<string, number> = { Montréal: 1.06, Laval: 1.04, "Capitale-Nationale": 1.03, Montérégie: 1.02 };
