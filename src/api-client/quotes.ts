/**
 * The instant quote's calls: the vehicle lists (years, makes, models), a VIN
 * decoded for the visitor to confirm, the quote itself (POST /quotes, sent
 * once per fill with its Idempotency-Key).
 */
import { z } from "zod";
import {
  decodedVehicleSchema,
  quoteRequestSchema,
  quoteSchema,
  vehicleChoiceSchema,
  vehicleModelSchema,
  type DecodedVehicle,
  type Quote,
} from "../contract/quote";
import { getList, getOne, parseResponse, postJson, segment, type CallOptions, type PostOptions, type SubmitResult } from "./client";

export type VehicleChoice = z.infer<typeof vehicleChoiceSchema>;
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

/** GET /vehicles/years: newest first. */
export const getModelYears = (options?: CallOptions): Promise<number[]> => getOne(z.array(z.number().int()), "/vehicles/years", undefined, options);

/** GET /vehicles/makes?year=. */
export const getMakes = (year: string, options?: CallOptions): Promise<VehicleChoice[]> => getList(vehicleChoiceSchema, "/vehicles/makes", { year }, options);

/** GET /vehicles/models?year=&make=. */
export const getModels = (year: string, make: string, options?: CallOptions): Promise<VehicleModel[]> =>
  getList(vehicleModelSchema, "/vehicles/models", { year, make }, options);

/** GET /vehicles/vin/{vin}: what the VIN says (404 when the decoder does not know it). */
export const decodeVin = (vin: string, options?: CallOptions): Promise<DecodedVehicle> =>
  getOne(decodedVehicleSchema, `/vehicles/vin/${segment(vin)}`, undefined, options);

/** POST /quotes: the answer checked against the contract, beside the usual result. */
export async function requestQuote(body: z.input<typeof quoteRequestSchema>, options?: PostOptions): Promise<SubmitResult & { quote: Quote }> {
  const result = await postJson(quoteRequestSchema, "/quotes", body, options);
  return { ...result, quote: parseResponse(quoteSchema, result.body, "/quotes") };
}
