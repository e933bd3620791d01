/**
 * Analytics events as typed shapes, pushed to the tag manager's
 * data layer only when a tag manager is configured (GATSBY_GTM_ID) and the
 * visitor has consented. Nothing is queued before consent: an event that
 * happens without consent is dropped.
 */

export type AnalyticsEvent =
  | { event: "find_store"; method: "search" | "geolocation"; searchTerm?: string; resultCount: number }
  | { event: "store_profile_click"; storeSlug: string }
  | { event: "make_favorite"; storeSlug: string }
  | { event: "phone_click"; storeSlug: string }
  | { event: "directions_click"; storeSlug: string }
  | { event: "open_estimate_form"; storeSlug: string }
  | { event: "open_appointment_form"; storeSlug: string }
  | { event: "send_coupon_by_print"; couponId: number; storeSlug: string };

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export interface AnalyticsConfig {
  /** The tag manager container id; analytics are off without it. */
  gtmId: string | undefined;
  /** Whether the visitor consented to analytics. */
  consent: boolean;
}

export function shouldTrack(config: AnalyticsConfig): boolean {
  return Boolean(config.gtmId) && config.consent;
}

/** Pushes the event when allowed; returns whether it was pushed. */
export function pushEvent(host: DataLayerHost, event: AnalyticsEvent, config: AnalyticsConfig): boolean {
  if (!shouldTrack(config)) return false;
  host.dataLayer = host.dataLayer ?? [];
  host.dataLayer.push({ ...event });
  return true;
}

/**
 * The consent manager's window event (a "window event" configured in its
 * admin, named CONSENT_EVENT) carries { event: "consent_status", [service]: boolean };
 * analytics need the tag manager service to be accepted.
 */
export const CONSENT_EVENT = "ucEvent";
export const TAG_MANAGER_SERVICE = "Google Tag Manager";

export function consentFromEventDetail(detail: unknown): boolean | null {
  if (!detail || typeof detail !== "object") return null;
  const record = detail as Record<string, unknown>;
  if (record.event !== "consent_status") return null;
  return record[TAG_MANAGER_SERVICE] === true;
}

let consentGiven = false;

/** Called by gatsby-browser when the consent manager reports the visitor's choice. */
export function setAnalyticsConsent(granted: boolean): void {
  consentGiven = granted;
}

export function hasAnalyticsConsent(): boolean {
  return consentGiven;
}

/** The one helper components call. Safe during server rendering (does nothing). */
export function track(event: AnalyticsEvent): boolean {
  if (typeof window === "undefined") return false;
  return pushEvent(window as unknown as DataLayerHost, event, {
    gtmId: process.env.GATSBY_GTM_ID,
    consent: consentGiven,
  });
}

/** The tag manager's script, loaded only after consent. */
export function tagManagerScriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}
