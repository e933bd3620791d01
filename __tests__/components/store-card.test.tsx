import * as React from "react";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { StoreCard } from "../../src/components/store-card/store-card";
import { storeSchema, type Store } from "../../src/contract";
import { useAppState } from "../../src/state/app-state";
import { apiClient } from "../../src/api-client/client";
import { setAnalyticsConsent } from "../../src/lib/analytics";
import { renderWithI18n } from "../helpers/render-with-i18n";

const store: Store = storeSchema.parse({
  id: 7,
  storeId: "ZB-0007",
  name: "Ziebart Laval",
  slug: "ziebart-laval",
  streetAddress: "1600, boulevard Le Corbusier",
  city: "Laval",
  state: "QC",
  zipCode: "H7S 1Z3",
  latitude: 45.56,
  longitude: -73.72,
  distance: 12.3456,
  phone: "450-555-0142",
  trackingPhone: "450-555-0199",
  timezone: "America/Toronto",
  isZiebart: true,
  coupons: [{ id: 3, title: "20 $ de rabais sur l'antirouille", imageMedium: "https://example.com/c.jpg" }],
  storesAvailabilities: [
    { weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:30" },
    { weekDay: "WEEKEND", availability: "CLOSED", openTime: null, closedTime: null },
  ],
});

function FormsProbe() {
  const { estimateForm, appointmentForm, favorite } = useAppState();
  return (
    <output data-testid="probe">
      {JSON.stringify({ estimateForm, appointmentForm, favorite: favorite.slug, favoriteStore: favorite.store?.slug ?? null })}
    </output>
  );
}

const probe = () => JSON.parse(screen.getByTestId("probe").textContent ?? "{}");

describe("StoreCard", () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: { ...store, distance: undefined }, status: 200 });
  });
  afterEach(() => {
    get.mockRestore();
    Cookies.remove("uniglass_FavoriteStore", { path: "/" });
    Cookies.remove("uniglass_RequestEstimateStore", { path: "/" });
  });

  it("shows everything a French visitor needs, by role and label", async () => {
    renderWithI18n(<StoreCard store={store} heading="link" headingLevel={3} offersEnabled number={4} />, "fr");
    const card = screen.getByRole("article", { name: "Ziebart Laval" });
    expect(within(card).getByRole("img", { name: "Ziebart" })).toBeInTheDocument();
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Atelier de protection de véhicules – Ziebart Laval");
    expect(within(card).getByRole("link", { name: "Ziebart Laval" })).toHaveAttribute("href", "/emplacement/ziebart-laval/");
    expect(card).toHaveTextContent("Distance : 12,35 km");
    expect(card).toHaveTextContent("1600, boulevard Le Corbusier, Laval, QC H7S 1Z3");
    expect(card.querySelector("[aria-hidden]")).toHaveTextContent(/^4$/);
    // The week is behind a disclosure: closed at first, its table built when it opens.
    const week = within(card).getByText("Heures de la semaine").closest("details")!;
    expect(week).not.toHaveAttribute("open");
    expect(within(week).queryByRole("table", { hidden: true })).toBeNull();
    await userEvent.click(within(week).getByText("Heures de la semaine"));
    expect(week).toHaveAttribute("open");
    const hours = await within(week).findByRole("table", { name: "Heures d'ouverture" });
    expect(
      within(hours)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Lundi au vendredi8 h – 17 h 30", "Samedi et dimancheFermé"]);
    expect(within(card).getByRole("link", { name: "Appeler Ziebart Laval au 450-555-0199" })).toHaveAttribute("href", "tel:+14505550199");
    expect(within(card).getByRole("link", { name: "Itinéraire (s'ouvre dans un nouvel onglet)" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=45.56%2C-73.72",
    );
    expect(within(card).getByRole("link", { name: "Voir les détails de l'atelier Ziebart Laval" })).toBeInTheDocument();
    // The open status with the next change and today's hours (the clock is known: rendered in the browser).
    expect(await within(card).findByText(/^(Ouvert|Fermé)$/, { selector: "span" })).toBeInTheDocument();
    expect(card).toHaveTextContent(/· (ferme|ouvre)/);
    expect(card).toHaveTextContent(/Aujourd'hui : /);
  });

  it("speaks English, with the Uniglass logo and a plain-text name, no offers link when offers are off", async () => {
    renderWithI18n(<StoreCard store={{ ...store, isZiebart: false, name: "Uniglass Laval", distance: null }} heading="text" hideLabel />, "en");
    const card = screen.getByRole("article", { name: "Uniglass Laval" });
    expect(within(card).getByRole("img", { name: "Uniglass" })).toBeInTheDocument();
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(/^Uniglass Laval$/);
    expect(within(card).queryByRole("link", { name: "Uniglass Laval" })).toBeNull();
    expect(within(card).queryByRole("button", { name: "View offers" })).toBeNull();
    expect(card).not.toHaveTextContent("km");
    await userEvent.click(within(card).getByText("Hours for the week"));
    expect(await within(card).findByRole("row", { name: /Monday to Friday/ })).toHaveTextContent("8 a.m. – 5:30 p.m.");
  });

  it("shows the shop's average and review count in both languages, a link to its reviews", () => {
    const rated = { ...store, ratingAverage: 4.6, reviewCount: 38 };
    const { unmount } = renderWithI18n(<StoreCard store={rated} heading="link" />, "fr");
    const french = screen.getByRole("link", { name: "4,6 sur 5, 38 avis" });
    expect(french).toHaveAttribute("href", "/emplacement/ziebart-laval/commentaires/");
    expect(french).toHaveTextContent("4,6★★★★★★★★★★(38 avis)");
    expect(within(french).getByTestId("stars-filled")).toHaveStyle({ width: "92%" });
    unmount();
    renderWithI18n(<StoreCard store={{ ...rated, reviewCount: 1, ratingAverage: 5 }} heading="main" />, "en");
    expect(screen.getByRole("link", { name: "5 out of 5, 1 review" })).toHaveAttribute("href", "/en/locations/ziebart-laval/reviews/");
  });

  it("shows no rating for a shop without a review", () => {
    renderWithI18n(<StoreCard store={store} heading="link" />, "fr");
    expect(screen.queryByRole("link", { name: /sur 5/ })).toBeNull();
    expect(screen.queryByText(/avis/)).toBeNull();
  });

  it("says what the shop offers besides its bays: mobile service and how far, ADAS calibration, in both languages", () => {
    const glassShop = { ...store, isZiebart: false, mobileService: { radiusKm: 40 }, adasCalibration: true };
    const { unmount } = renderWithI18n(<StoreCard store={glassShop} heading="link" />, "fr");
    const french = screen.getByRole("list", { name: "Services offerts" });
    expect(
      within(french)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Service mobile (jusqu'à 40\u00a0km)", "Calibrage ADAS"]);
    unmount();
    renderWithI18n(<StoreCard store={{ ...glassShop, adasCalibration: false }} heading="main" />, "en");
    expect(within(screen.getByRole("list", { name: "Services offered" })).getByRole("listitem")).toHaveTextContent("Mobile service (up to 40 km)");
  });

  it("says nothing of the kind for a shop that works only in its bays", () => {
    renderWithI18n(<StoreCard store={store} heading="link" />, "fr");
    expect(screen.queryByRole("list", { name: "Services offerts" })).toBeNull();
    expect(screen.queryByText(/Service mobile/)).toBeNull();
  });

  it("is the page's h1 on store details, with the label, and no week table (the page has it once)", () => {
    renderWithI18n(<StoreCard store={store} heading="main" suppressLinks />, "en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Vehicle protection shop – Ziebart Laval");
    expect(screen.queryByRole("link", { name: /View location details/ })).toBeNull();
    expect(screen.queryByRole("table", { hidden: true })).toBeNull();
    expect(screen.queryByText("Hours for the week")).toBeNull();
  });

  it("reveals the offers once, then the link disappears", async () => {
    renderWithI18n(<StoreCard store={store} heading="link" offersEnabled />, "en");
    await userEvent.click(screen.getByRole("button", { name: "View offers" }));
    const offers = screen.getByRole("region", { name: "Offers at Ziebart Laval" });
    expect(offers).toHaveTextContent("20 $ de rabais sur l'antirouille");
    expect(offers).toHaveFocus();
    expect(screen.queryByRole("button", { name: "View offers" })).toBeNull();
  });

  it("opens the estimate and appointment forms for its store, and records the estimate store", async () => {
    renderWithI18n(
      <>
        <StoreCard store={store} heading="link" />
        <FormsProbe />
      </>,
      "en",
    );
    await userEvent.click(screen.getByRole("button", { name: "Request an estimate – Ziebart Laval" }));
    expect(probe().estimateForm).toEqual({ active: true, slug: "ziebart-laval" });
    expect(Cookies.get("uniglass_RequestEstimateStore")).toBe("ziebart-laval");
    await userEvent.click(screen.getByRole("button", { name: "Make an appointment – Ziebart Laval" }));
    expect(probe().appointmentForm).toEqual({ active: true, slug: "ziebart-laval" });
  });

  it("sends the open estimate form and open appointment form events (with consent and a tag manager)", async () => {
    const previous = process.env.GATSBY_GTM_ID;
    process.env.GATSBY_GTM_ID = "GTM-TEST";
    setAnalyticsConsent(true);
    const host = window as unknown as { dataLayer?: unknown[] };
    host.dataLayer = [];
    try {
      renderWithI18n(<StoreCard store={store} heading="link" />, "en");
      await userEvent.click(screen.getByRole("button", { name: "Request an estimate – Ziebart Laval" }));
      await userEvent.click(screen.getByRole("button", { name: "Make an appointment – Ziebart Laval" }));
      expect(host.dataLayer).toEqual([
        { event: "open_estimate_form", storeSlug: "ziebart-laval" },
        { event: "open_appointment_form", storeSlug: "ziebart-laval" },
      ]);
    } finally {
      setAnalyticsConsent(false);
      if (previous === undefined) delete process.env.GATSBY_GTM_ID;
      else process.env.GATSBY_GTM_ID = previous;
      delete host.dataLayer;
    }
  });

  it("the star sets the favourite (cookie, store fetched by slug and locale) and clears it", async () => {
    window.history.replaceState({}, "", "/en/locations/");
    renderWithI18n(
      <>
        <StoreCard store={store} heading="link" />
        <FormsProbe />
      </>,
      "en",
    );
    const star = screen.getByRole("button", { name: "Make Ziebart Laval my shop" });
    expect(star).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(star);
    expect(Cookies.get("uniglass_FavoriteStore")).toBe("ziebart-laval");
    expect(get).toHaveBeenCalledWith("/stores/ziebart-laval", expect.objectContaining({ params: { locale: "en" } }));
    await act(async () => undefined);
    expect(probe()).toMatchObject({ favorite: "ziebart-laval", favoriteStore: "ziebart-laval" });
    const set = screen.getByRole("button", { name: "Remove Ziebart Laval as my favourite shop" });
    expect(set).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(set);
    expect(Cookies.get("uniglass_FavoriteStore")).toBeUndefined();
    expect(probe()).toMatchObject({ favorite: null, favoriteStore: null });
    window.history.replaceState({}, "", "/");
  });

  it("marks itself favourite on first load when the cookie holds its slug", async () => {
    Cookies.set("uniglass_FavoriteStore", "ziebart-laval");
    renderWithI18n(<StoreCard store={store} heading="link" />, "fr");
    expect(await screen.findByRole("button", { name: "Retirer Ziebart Laval de mon atelier favori" })).toHaveAttribute("aria-pressed", "true");
  });
});
