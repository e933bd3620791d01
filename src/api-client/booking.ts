/** Appointment calls: what can be booked, which days, which slots, then the booking. */
import type { z } from "zod";
import {
  appointmentMoveSchema,
  appointmentSchema,
  bookableCategorySchema,
  managedAppointmentSchema,
  type ManagedAppointment,
  dayAvailabilitySchema,
  timeWindowSchema,
  type BookableCategory,
  type DayAvailability,
  type TimeWindow,
} from "../contract";
import { apiClient, getList, parseResponse, postJson, segment, type CallOptions, type PostOptions, type QueryParams, type SubmitResult } from "./client";

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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /appointments/manage: the booking a private link opens (404 invalid_link, 410 appointment_cancelled or appointment_past otherwise). */
export async function getManagedAppointment(token: string, params: QueryParams, options: CallOptions = {}): Promise<ManagedAppointment> {
  const response = await apiClient.get<unknown>("/appointments/manage", { params, headers: bearer(token), signal: options.signal });
  return parseResponse(managedAppointmentSchema, response.data, "/appointments/manage");
}

/** POST /appointments/manage/move: another free slot of the same shop and service (409 slot_taken when it went meanwhile). */
export async function moveAppointment(token: string, body: z.input<typeof appointmentMoveSchema>, params: QueryParams): Promise<ManagedAppointment> {
  const payload = appointmentMoveSchema.parse(body);
  const response = await apiClient.post<unknown>("/appointments/manage/move", payload, {
    params,
    headers: { ...bearer(token), "Content-Type": "application/json" },
  });
  return parseResponse(managedAppointmentSchema, response.data, "/appointments/manage/move");
}

/** POST /appointments/manage/cancel: the booking is cancelled, its slot free again. */
export async function cancelAppointment(token: string, params: QueryParams): Promise<ManagedAppointment> {
  const response = await apiClient.post<unknown>(
    "/appointments/manage/cancel",
    {},
    {
      params,
      headers: { ...bearer(token), "Content-Type": "application/json" },
    },
  );
  return parseResponse(managedAppointmentSchema, response.data, "/appointments/manage/cancel");
}
