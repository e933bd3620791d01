/** The sample API as the browser tests call it directly: reads, a booking made by "another visitor", what was stored. */
import { ORIGIN, submissions } from "../env";

export interface Slot {
  start: string;
  end: string;
  available: boolean;
}

export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${ORIGIN}/api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The shortest bookable service of a store and its days with a free slot (as the form asks for them). */
export async function openDays(store: string): Promise<{ category: { id: number; name: string }; days: string[] }> {
  // The shortest service: its slots do not overlap, so booking all but one leaves exactly one free.
  const categories = await api<{ id: number; name: string; durationMinutes: number }[]>(`/location_services/${store}/categories?locale=en`);
  const category = [...categories].sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const days = await api<{ date: string; available: boolean }[]>(
    `/location_services/availabilities?store=${store}&category=${category.id}&from=${from}&to=${to}`,
  );
  return { category, days: days.filter((d) => d.available).map((d) => d.date) };
}

export async function daySlots(store: string, category: number, date: string): Promise<Slot[]> {
  return api<Slot[]>(`/location_services/times_window?store=${store}&category=${category}&date=${date}`);
}

/** Books a slot straight through the API (XSRF double submit), as a visitor would: the answer's status and body. */
export async function book(
  store: string,
  category: number,
  date: string,
  startTime: string,
  visitor: Record<string, unknown> = {},
): Promise<{ status: number; body: { id?: number } & Record<string, unknown> }> {
  const response = await fetch(`${ORIGIN}/api/appointments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: "XSRF-TOKEN=e2e-token", "X-XSRF-TOKEN": "e2e-token" },
    body: JSON.stringify({
      store,
      category,
      date,
      startTime,
      firstName: "Autre",
      lastName: "Client",
      phone: "514 555-0100",
      preferredContact: "phone",
      vehicleYear: 2015,
      vehicleMake: "Mazda",
      vehicleModel: "3",
      consent: true,
      ...visitor,
    }),
  });
  return { status: response.status, body: (await response.json()) as { id?: number } & Record<string, unknown> };
}

/** Books a slot as another visitor would; the response's status. */
export async function bookDirectly(store: string, category: number, date: string, startTime: string, expect201 = true): Promise<number> {
  const { status, body } = await book(store, category, date, startTime);
  if (expect201 && status !== 201) throw new Error(`booking ${date} ${startTime}: ${status} ${JSON.stringify(body)}`);
  return status;
}

/** The latest rows of a table of what visitors submitted. */
export async function stored(table: string): Promise<Record<string, unknown>[]> {
  return (await submissions())[table];
}
