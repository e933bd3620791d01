import { z } from "zod";
import { isoDateSchema } from "./common";
import { SERVICE_MODES } from "./mobile-service";

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

/** GET /insurers: the insurers a visitor can name in an estimate request's claim (plus "other"). */
export const insurerSchema = z.object({
  /** What the estimate request's `insurer` holds. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
});
export type Insurer = z.infer<typeof insurerSchema>;

/**
 * POST /estimate_photos answers 201 with the stored photo: its id (to list in
 * the estimate request's `photos`), type, size and pixels, and until when it
 * waits for a request to be linked to before it is deleted.
 */
export const estimatePhotoSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  type: z.enum(["image/jpeg", "image/png", "image/webp"]),
  size: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  expiresAt: z.string(),
});
export type EstimatePhoto = z.infer<typeof estimatePhotoSchema>;

/**
 * GET /appointments/manage (and the answer of a move): a booking as its
 * private link shows it. `uid` is the calendar entry's identifier, the same
 * for the booking's whole life; `sequence` grows with each change, so a
 * calendar replaces the entry it already has.
 */
export const managedAppointmentSchema = z.object({
  id: z.number().int(),
  uid: z.string().min(1),
  sequence: z.number().int().min(0),
  status: z.enum(["booked", "cancelled"]),
  store: z.string(),
  storeName: z.string(),
  storeAddress: z.string(),
  storePhone: z.string(),
  timezone: z.string(),
  category: z.number().int(),
  service: z.string(),
  /** "mobile": at the driver's address (`serviceAddress`, one line), in a mobile slot; a move stays a mobile slot. */
  mode: z.enum(SERVICE_MODES).default("shop"),
  serviceAddress: z.string().nullish(),
  date: isoDateSchema,
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
});
export type ManagedAppointment = z.infer<typeof managedAppointmentSchema>;

export type { ManageLinkProblem } from "./constants";
