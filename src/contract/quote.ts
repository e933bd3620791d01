/**
 * The instant quote: the vehicle (chosen from the year → make → model lists,
 * decoded from its VIN, or only its class when the driver does not know),
 * the glass and its damage, the options that change the part; the answer is
 * a price range per nearby shop, taxes shown, with its number and validity.
 * Money is in cents (integers), Canadian dollars.
 */
import { z } from "zod";
import { localeSchema, quoteNumberSchema, slugSchema, textSchema } from "./common";
import { normalizeVin, vinProblem } from "../lib/vin";

export const QUOTE_GLASS = ["windshield", "side-window", "rear-window", "sunroof"] as const;
export const QUOTE_DAMAGE = ["chip", "crack", "broken"] as const;
export const GLASS_OPTIONS = ["heated", "rain-sensor", "head-up-display", "adas-camera"] as const;
export const VEHICLE_CLASSES = ["compact", "sedan", "suv", "pickup", "minivan", "luxury"] as const;
/** Quebec's sales taxes, both on the price before taxes: GST 5 %, QST 9.975 %. */
export const QUEBEC_TAXES = { gst: 0.05, qst: 0.09975 } as const;
/** Days a quote holds its prices. */
export const QUOTE_VALID_DAYS = 30;

export const vehicleClassSchema = z.enum(VEHICLE_CLASSES);
export type VehicleClass = z.infer<typeof vehicleClassSchema>;

/** A model year the lists and the price list know. */
export const modelYearSchema = z.coerce
  .number({ message: "invalid_year" })
  .int({ message: "invalid_year" })
  .min(1990, { message: "invalid_year" })
  .max(2100, { message: "invalid_year" });

/** A VIN as typed: spaces and dashes dropped, capitals; its length, characters and check digit verified. */
export const vinSchema = z
  .string()
  .max(40, { message: "vin_length", abort: true })
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** GET /vehicles/makes?year= and /vehicles/models?year=&make= answer lists of these. */
export const vehicleChoiceSchema = z.object({ slug: slugSchema, name: z.string() });
export const vehicleModelSchema = vehicleChoiceSchema.extend({ vehicleClass: vehicleClassSchema });

/**
 * The vehicle a quote is for, as the driver confirmed it: "model" names the
 * year, make and model of the lists; "vin" its VIN; "unknown" only its class.
 * Every field is checked whatever the kind; the kind's own are required.
 */
const VEHICLE_FIELDS = { model: ["year", "make", "model"], vin: ["vin"], unknown: ["vehicleClass"] } as const;
export const quoteVehicleSchema = z
  .object({
    kind: z.enum(["model", "vin", "unknown"]),
    year: modelYearSchema.optional(),
    make: slugSchema.optional(),
    model: slugSchema.optional(),
    vin: vinSchema.optional(),
    vehicleClass: vehicleClassSchema.optional(),
  })
  .superRefine((vehicle, ctx) => {
    for (const field of VEHICLE_FIELDS[vehicle.kind]) {
      if (vehicle[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: "required" });
    }
  });

/** GET /vehicles/vin/{vin}: what the VIN says, shown to the driver for confirmation. */
export const decodedVehicleSchema = z.object({
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** Trim or series when the VIN says it. */
  trim: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  vehicleClass: vehicleClassSchema,
});
export type DecodedVehicle = z.infer<typeof decodedVehicleSchema>;

/** POST /quotes. */
export const quoteRequestSchema = z.object({
  vehicle: quoteVehicleSchema,
  glass: z.enum(QUOTE_GLASS),
  damage: z.enum(QUOTE_DAMAGE),
  /** A chip or crack's size: "coin" (under a 2 $ coin), "bill" (under a 20 $ bill) or "longer". */
  damageSize: z.enum(["coin", "bill", "longer"]).optional(),
  options: z
    .array(z.enum(GLASS_OPTIONS))
    .max(GLASS_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length, { message: "duplicate_option" })
    .default([]),
  /** Where the driver is (a postal code, a city or an address), for the nearby shops. */
  near: textSchema(200).min(1, { message: "required" }),
  insuranceClaim: z.boolean().default(false),
  /** The policy's glass deductible in dollars, when a claim is considered. */
  deductible: z
    .number()
    .int({ message: "invalid_deductible" })
    .min(0, { message: "invalid_deductible" })
    .max(5000, { message: "invalid_deductible" })
    .optional(),
  locale: localeSchema.default("fr"),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const moneySchema = z.number().int();
const rangeSchema = z.object({ low: moneySchema, high: moneySchema });

/** One shop's price: before taxes, each tax, and with taxes, each a low–high range. */
export const shopQuoteSchema = z.object({
  store: slugSchema,
  name: z.string(),
  city: z.string(),
  distance: z.number(),
  subtotal: rangeSchema,
  gst: rangeSchema,
  qst: rangeSchema,
  total: rangeSchema,
  /** With an insurance claim: what the driver pays (the deductible, at most the total). */
  youPay: rangeSchema.nullable(),
});

/** The answer of POST /quotes and GET /quotes/{number}. */
export const quoteSchema = z.object({
  number: quoteNumberSchema,
  createdAt: z.string(),
  /** The last day (YYYY-MM-DD, Montréal time) the prices hold. */
  validUntil: z.string(),
  vehicle: z.object({
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    vehicleClass: vehicleClassSchema,
  }),
  glass: z.enum(QUOTE_GLASS),
  damage: z.enum(QUOTE_DAMAGE),
  damageSize: z.enum(["coin", "bill", "longer"]).nullable(),
  options: z.array(z.enum(GLASS_OPTIONS)),
  /** Repair (resin) or replacement; "inspect" when the shop must see it (priced as a replacement). */
  advice: z.enum(["repair", "replace", "inspect"]),
  calibration: z.object({ required: z.boolean(), price: moneySchema }),
  taxes: z.object({ gst: z.number(), qst: z.number() }),
  insuranceClaim: z.boolean(),
  deductible: moneySchema.nullable(),
  shops: z.array(shopQuoteSchema),
});
export type Quote = z.infer<typeof quoteSchema>;
