/** SPEC §7 appointment calls: what can be booked, which days, which slots, then the booking. */
import type { z } from "zod";
import {
  appointmentSchema,
  bookableCategorySchema,
  dayAvailabilitySchema,
  timeWindowSchema,
  type BookableCategory,
  type DayAvailability,
  type TimeWindow,
} from "../contract";
import { getList, postJson, segment, type CallOptions, type PostOptions, type QueryParams, type SubmitResult } from "./client";

/** GET /location_services/{slug}/categories. */
export const getBookableCategories = (storeSlug: string, params?: QueryParams, options?: CallOptions): Promise<BookableCategory[]> =>
  getList(bookableCategorySchema, `/location_services/${segment(storeSlug)}/categories`, params, options);

/** GET /location_services/availabilities?store&category&from&to. */
export const getAvailabilities = (params: QueryParams, options?: CallOptions): Promise<DayAvailability[]> =>
  getList(dayAvailabilitySchema, "/location_services/availabilities", params, options);

/** GET /location_services/times_window?store&category&date. */
export const getTimeWindows = (params: QueryParams, options?: CallOptions): Promise<TimeWindow[]> =>
  getList(timeWindowSchema, "/location_services/times_window", params, options);

/** POST /appointments. */
export const bookAppointment = (body: z.input<typeof appointmentSchema>, options?: PostOptions): Promise<SubmitResult> =>
  postJson(appointmentSchema, "/appointments", body, options);
