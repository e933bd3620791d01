/**
 * The instant quote: GET /vehicles/years, /vehicles/makes?year=,
 * /vehicles/models?year=&make= (the lists), GET /vehicles/vin/{vin} (the VIN
 * decoded, for the driver to confirm), POST /quotes (priced for the three
 * nearest glass shops, stored under its number for 30 days) and
 * GET /quotes/{number}. Decoding a VIN costs the server real work: it has
 * a per-client budget of its own (429 past it).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { QUOTE_VALID_DAYS, modelYearSchema, vinSchema, type QuoteRequest, type VehicleClass } from "../../src/contract/quote";
import { slugSchema } from "../../src/contract/common";
import { plusDays } from "../../src/lib/booking-days";
import { shopDay } from "../../src/lib/offer-dates";
import type { AppContext } from "../context";
import { haversineKm } from "../../src/lib/distance";
import { clientKey } from "../lib/client";
import { HttpError, notFound, parseOr400, unprocessable, type Violation } from "../lib/http";
import type { Json } from "../lib/idempotency";
import { priceQuote, type QuoteShop } from "../lib/quotes";
import { decodeVin, findModel, makesOf, modelYears, modelsOf } from "../lib/vehicles";
import { tooManyRequests } from "../plugins/rate-limit";
import { endpointPoster } from "./submission-endpoint";

/** How many nearby shops a quote prices. */
const QUOTE_SHOPS = 3;
/** VIN decodes one client may ask for in a minute. */
const VIN_DECODES_PER_MINUTE = 20;

const yearQuery = z.object({ year: modelYearSchema });
const modelsQuery = z.object({ year: modelYearSchema, make: slugSchema });

export function registerQuoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalog, db } = ctx;
  const post = endpointPoster(app, db);

  app.get("/vehicles/years", async () => modelYears(ctx.now()));
  app.get("/vehicles/makes", async (request) => makesOf(parseOr400(yearQuery, request.query).year, ctx.now()));
  app.get("/vehicles/models", async (request) => {
    const { year, make } = parseOr400(modelsQuery, request.query);
    return modelsOf(year, make, ctx.now());
  });

  const vinBudget = app.createRateLimit({
    max: VIN_DECODES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `vin:${clientKey(request.ip)}`,
  });
  app.get("/vehicles/vin/:vin", async (request) => {
    const budget = await vinBudget(request);
    if (!budget.isAllowed && budget.isExceeded) throw tooManyRequests("too_many_requests", budget.ttlInSeconds);
    const parsed = vinSchema.safeParse((request.params as { vin: string }).vin);
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0].message, { violations: [{ propertyPath: "vin", message: parsed.error.issues[0].message }] });
    const vehicle = await decodeVin(parsed.data);
    if (!vehicle) throw new HttpError(404, "vin_not_decoded", { notFound: true });
    return vehicle;
  });

  /** The vehicle's class and what the quote says of it, or the violations of a vehicle the lists or vPIC do not know. */
  async function vehicleOf(
    body: QuoteRequest,
  ): Promise<{ vehicleClass: VehicleClass; year: number | null; make: string | null; model: string | null } | Violation> {
    const v = body.vehicle;
    if (v.kind === "unknown") return { vehicleClass: v.vehicleClass!, year: null, make: null, model: null };
    if (v.kind === "model") {
      const found = findModel(v.year!, v.make!, v.model!, ctx.now());
      return found ? { ...found, year: v.year! } : { propertyPath: "vehicle.model", message: "unknown_model" };
    }
    const decoded = await decodeVin(v.vin!);
    return decoded
      ? { vehicleClass: decoded.vehicleClass, year: decoded.year, make: decoded.make, model: decoded.model }
      : { propertyPath: "vehicle.vin", message: "vin_not_decoded" };
  }

  /** The nearest glass shops (Ziebart's do not replace glass) to where the driver is, or null when the place is unknown. */
  function nearbyShops(near: string): QuoteShop[] | null {
    const origin = ctx.geocoder.geocode(near);
    if (!origin) return null;
    const shops: QuoteShop[] = [];
    for (const entry of catalog.storesBySlug.values()) {
      if (entry.seed.isZiebart || entry.latitude === null || entry.longitude === null) continue;
      const region = entry.seed.region;
      shops.push({
        slug: entry.seed.slug,
        name: entry.seed.name,
        city: entry.seed.city,
        region: typeof region === "string" ? region : null,
        distance: haversineKm(origin, { latitude: entry.latitude, longitude: entry.longitude }),
      });
    }
    return shops.sort((a, b) => a.distance - b.distance).slice(0, QUOTE_SHOPS);
  }

  post(
    "/quotes",
    (body) => (body.insuranceClaim && body.deductible === undefined ? [{ propertyPath: "deductible", message: "required" }] : []),
    async (body, tx) => {
      const vehicle = await vehicleOf(body);
      if ("propertyPath" in vehicle) throw unprocessable([vehicle]);
      const shops = nearbyShops(body.near);
      if (!shops) throw unprocessable([{ propertyPath: "near", message: "place_not_found" }]);
      const today = shopDay(ctx.now());
      const validUntil = plusDays(today, QUOTE_VALID_DAYS);
      const { rows } = await tx.query<{ n: string }>("SELECT nextval('quote_numbers')::text AS n");
      const number = `Q-${today.slice(0, 4)}-${rows[0].n.padStart(6, "0")}`;
      const createdAt = ctx.now().toISOString();
      const answer: Json = {
        number,
        createdAt,
        validUntil,
        vehicle,
        glass: body.glass,
        damage: body.damage,
        damageSize: body.damageSize ?? null,
        options: body.options,
        insuranceClaim: body.insuranceClaim,
        ...priceQuote(vehicle.vehicleClass, body, shops),
      };
      await tx.query("INSERT INTO quotes (number, request, answer, valid_until) VALUES ($1, $2::jsonb, $3::jsonb, $4)", [
        number,
        JSON.stringify(body),
        JSON.stringify(answer),
        validUntil,
      ]);
      return { status: 201, body: answer };
    },
  );

  app.get("/quotes/:number", async (request) => {
    const { number } = request.params as { number: string };
    if (!/^Q-\d{4}-\d{6}$/.test(number)) throw notFound(`Quote "${number.slice(0, 20)}"`);
    const { rows } = await db.query<{ answer: Json }>("SELECT answer FROM quotes WHERE number = $1", [number]);
    if (!rows[0]) throw notFound(`Quote "${number}"`);
    return rows[0].answer;
  });
}
