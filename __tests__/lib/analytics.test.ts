import { consentFromEventDetail, hasAnalyticsConsent, pushEvent, setAnalyticsConsent, shouldTrack, track, type DataLayerHost } from "../../src/lib/analytics";

describe("analytics", () => {
  const event = { event: "phone_click", storeSlug: "ziebart-laval" } as const;

  it("pushes nothing without a tag manager id or without consent", () => {
    const host: DataLayerHost = {};
    expect(pushEvent(host, event, { gtmId: undefined, consent: true })).toBe(false);
    expect(pushEvent(host, event, { gtmId: "GTM-ABC", consent: false })).toBe(false);
    expect(host.dataLayer).toBeUndefined();
    expect(shouldTrack({ gtmId: "", consent: true })).toBe(false);
  });

  it("pushes the event to the data layer with an id and consent", () => {
    const host: DataLayerHost = { dataLayer: [{ existing: true }] };
    expect(pushEvent(host, event, { gtmId: "GTM-ABC", consent: true })).toBe(true);
    expect(host.dataLayer).toEqual([{ existing: true }, { event: "phone_click", storeSlug: "ziebart-laval" }]);
  });

  it("reads the consent manager's consent_status event for the tag manager service", () => {
    expect(consentFromEventDetail({ event: "consent_status", "Google Tag Manager": true })).toBe(true);
    expect(consentFromEventDetail({ event: "consent_status", "Google Tag Manager": false })).toBe(false);
    expect(consentFromEventDetail({ event: "other" })).toBeNull();
    expect(consentFromEventDetail(null)).toBeNull();
  });

  it("track() does nothing on the server (no window)", () => {
    setAnalyticsConsent(true);
    expect(hasAnalyticsConsent()).toBe(true);
    expect(track(event)).toBe(false);
    setAnalyticsConsent(false);
  });
});
