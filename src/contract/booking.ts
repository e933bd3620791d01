import { z } from "zod";
import { isoDateSchema } from "./common";

/** GET /location_services/{slug}/categories: what can be booked at a shop. */
export const bookableCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  durationMinutes: z.number().int().positive(),
});
export type BookableCategory = z.infer<typeof bookableCategorySchema>;

/** GET /location_services/availabilities?store&category&from&to: days with free slots. */
export const dayAvailabilitySchema = z.object({
  date: isoDateSchema,
  available: z.boolean(),
});
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

/** GET /location_services/times_window?store&category&date: the slots of one day. */
export const timeWindowSchema = z.object({
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  available: z.boolean(),
});
export type TimeWindow = z.infer<typeof timeWindowSchema>;
