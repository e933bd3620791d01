/**
 * Prices a quote from the price list (./price-list.ts): repair or
 * replacement as the repair guidance says, the options of a replaced
 * windshield, the ADAS calibration, each nearby shop's rates, Quebec's taxes
 * and what an insurance claim leaves to pay. Money in cents.
 */
import { QUEBEC_TAXES, type QuoteRequest, type VehicleClass, type Quote } from "../../src/contract/quote";
import { repairGuidance } from "../../src/lib/repair-guidance";
import { CALIBRATION, OPTION_PRICES, REGION_RATES, REPAIR, REPLACEMENT } from "./price-list";

export interface QuoteShop {
  slug: string;
  name: string;
  city: string;
  region: string | null;
  distance: number;
}

type Range = { low: number; high: number };
const cents = (dollars: number) => Math.round(dollars * 100);
const each = (range: Range, f: (value: number) => number): Range => ({ low: f(range.low), high: f(range.high) });

/** The advice, the glass's range before a shop's rates (dollars), and the calibration. */
function listPrice(vehicleClass: VehicleClass, request: QuoteRequest) {
  const advice = repairGuidance(request.glass, request.damage, request.damageSize);
  const replacement = REPLACEMENT[request.glass][vehicleClass];
  const windshield = request.glass === "windshield";
  const options = windshield && advice !== "repair" ? request.options : [];
  const extra = options.reduce((sum, option) => ({ low: sum.low + OPTION_PRICES[option][0], high: sum.high + OPTION_PRICES[option][1] }), { low: 0, high: 0 });
  const replaced = { low: replacement[0] + extra.low, high: replacement[1] + extra.high };
  const repair = request.damage === "broken" ? null : REPAIR[request.damage];
  // A repair is priced as one; what the shop must see goes from a repair to a replacement.
  const glass =
    advice === "repair" && repair ? { low: repair[0], high: repair[1] } : advice === "inspect" && repair ? { low: repair[0], high: replaced.high } : replaced;
  const calibrationRequired = windshield && advice !== "repair" && options.includes("adas-camera");
  return { advice, glass, calibration: { required: calibrationRequired, price: calibrationRequired ? cents(CALIBRATION[vehicleClass]) : 0 } };
}

export function priceQuote(
  vehicleClass: VehicleClass,
  request: QuoteRequest,
  shops: readonly QuoteShop[],
): Pick<Quote, "advice" | "calibration" | "taxes" | "shops" | "deductible"> {
  const { advice, glass, calibration } = listPrice(vehicleClass, request);
  const deductible = request.insuranceClaim && request.deductible !== undefined ? cents(request.deductible) : null;
  return {
    advice,
    calibration,
    taxes: { ...QUEBEC_TAXES },
    deductible,
    shops: shops.map((shop) => {
      const rate = REGION_RATES[shop.region ?? ""] ?? 1;
      const subtotal = each(glass, (dollars) => cents(dollars * rate) + calibration.price);
      const gst = each(subtotal, (amount) => Math.round(amount * QUEBEC_TAXES.gst));
      const qst = each(subtotal, (amount) => Math.round(amount * QUEBEC_TAXES.qst));
      const total = { low: subtotal.low + gst.low + qst.low, high: subtotal.high + gst.high + qst.high };
      return {
        store: shop.slug,
        name: shop.name,
        city: shop.city,
        distance: Math.round(shop.distance * 10) / 10,
        subtotal,
        gst,
        qst,
        total,
        youPay: deductible === null ? null : each(total, (amount) => Math.min(amount, deductible)),
      };
    }),
  };
}
