import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { navigate } from "gatsby";
import { StoreDetails } from "../../src/components/store-details/store-details";
import { storeSchema, type Store } from "../../src/contract";
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
  phone: "450-555-0142",
  timezone: "America/Toronto",
  isZiebart: true,
  coupons: [],
  storesAvailabilities: [{ weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:30" }],
});

const services = [
  { slug: "rustproofing", name: "Antirouille" },
  { slug: "window-tinting", name: "Teintage de vitres" },
];

type Extra = Partial<React.ComponentProps<typeof StoreDetails>>;

function renderDetails(extra: Extra = {}, locale: "fr" | "en" = "fr") {
  return renderWithI18n(
    <StoreDetails store={store} pathname="/emplacement/ziebart-laval/" services={services} jobCategory={null} hasReviews={false} {...extra} />,
    locale,
  );
}

const LAST_VISITED = "uniglass_LastVisitedStore";

describe("StoreDetails", () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: [], status: 200 });
    window.history.replaceState({}, "", "/emplacement/ziebart-laval/");
  });
  afterEach(() => {
    get.mockRestore();
    jest.mocked(navigate).mockClear();
    Cookies.remove(LAST_VISITED, { path: "/" });
    delete process.env.GATSBY_GOOGLE_MAPS_KEY;
    window.history.replaceState({}, "", "/");
  });

  it("shows where the shop is without a maps key: the site's own map, its address and the directions", () => {
    renderDetails();
    const location = screen.getByRole("region", { name: "Emplacement" });
    expect(
      within(location).getByRole("img", {
        name: "Carte de l'emplacement de Ziebart Laval : 1600, boulevard Le Corbusier, Laval, QC H7S 1Z3. Fond de carte : Natural Earth.",
      }),
    ).toBeInTheDocument();
    expect(location.querySelector("address")).toHaveTextContent("Ziebart Laval1600, boulevard Le CorbusierLaval, QC H7S 1Z3");
    const directions = within(location).getByRole("link", { name: "Itinéraire (s'ouvre dans un nouvel onglet)" });
    expect(directions).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=45.56%2C-73.72");
    expect(directions).toHaveAttribute("target", "_blank");
    expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the maps provider's picture of the shop, in the page's language, when a maps key is set", () => {
    process.env.GATSBY_GOOGLE_MAPS_KEY = "test-key";
    renderDetails({}, "en");
    const location = screen.getByRole("region", { name: "Location" });
    const map = within(location).getByRole("img", { name: "Map of the location of Ziebart Laval" });
    const src = new URL(map.getAttribute("src")!);
    expect(src.origin + src.pathname).toBe("https://maps.googleapis.com/maps/api/staticmap");
    expect(src.searchParams.get("key")).toBe("test-key");
    expect(src.searchParams.get("language")).toBe("en");
    expect(src.searchParams.get("markers")).toBe("45.56,-73.72");
  });

  it("offers no map and no directions for a shop whose position is unknown", () => {
    renderWithI18n(
      <StoreDetails
        store={{ ...store, latitude: null, longitude: null }}
        pathname="/emplacement/ziebart-laval/"
        services={[]}
        jobCategory={null}
        hasReviews={false}
      />,
      "fr",
    );
    const location = screen.getByRole("region", { name: "Emplacement" });
    expect(within(location).queryByRole("img")).not.toBeInTheDocument();
    expect(within(location).queryByRole("link")).not.toBeInTheDocument();
    expect(location.querySelector("address")).toHaveTextContent("Ziebart Laval");
    expect(screen.queryByRole("region", { name: "Services offerts" })).not.toBeInTheDocument();
  });

  it("lists the shop's week, its services and the links about it", () => {
    renderDetails({ hasReviews: true, jobCategory: "technicien" });
    expect(screen.getByRole("region", { name: "Heures d'ouverture" })).toBeInTheDocument();
    const offered = screen.getByRole("region", { name: "Services offerts" });
    expect(
      within(offered)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Antirouille", "/services/rustproofing/"],
      ["Teintage de vitres", "/services/window-tinting/"],
    ]);
    const more = screen.getByRole("navigation", { name: "À propos de cet atelier" });
    expect(within(more).getByRole("link", { name: "Lire les avis des clients" })).toHaveAttribute("href", "/emplacement/ziebart-laval/commentaires/");
    expect(within(more).getByRole("link", { name: "Emplois dans cet atelier" })).toHaveAttribute("href", "/emplacement/ziebart-laval/carrieres/technicien/");
  });

  it("links to the careers page instead when the shop has no opening, and to no reviews when it has none", () => {
    renderDetails({}, "en");
    const more = screen.getByRole("navigation", { name: "About this shop" });
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["Careers", "/en/careers/"]]);
  });

  it("remembers the shop as the last one visited", () => {
    renderDetails();
    expect(Cookies.get(LAST_VISITED)).toBe("ziebart-laval");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends a visitor who asked for another shop (?slug=) to that shop's page, keeping the carried parameter", () => {
    window.history.replaceState({}, "", "/emplacement/ziebart-laval/?slug=uniglass-quebec&ctn=4505550199");
    renderDetails();
    expect(navigate).toHaveBeenCalledWith("/emplacement/uniglass-quebec/?ctn=4505550199", { replace: true });
    expect(Cookies.get(LAST_VISITED)).toBeUndefined();
  });

  it("stays on the page when ?slug= names this very shop", () => {
    window.history.replaceState({}, "", "/emplacement/ziebart-laval/?slug=ziebart-laval");
    renderDetails();
    expect(navigate).not.toHaveBeenCalled();
    expect(Cookies.get(LAST_VISITED)).toBe("ziebart-laval");
  });

  it("counts a click on the directions (with consent and a tag manager)", async () => {
    const previous = process.env.GATSBY_GTM_ID;
    process.env.GATSBY_GTM_ID = "GTM-TEST";
    setAnalyticsConsent(true);
    const host = window as unknown as { dataLayer?: unknown[] };
    host.dataLayer = [];
    try {
      renderDetails({}, "en");
      const directions = within(screen.getByRole("region", { name: "Location" })).getByRole("link", { name: "Get directions (opens in a new tab)" });
      directions.addEventListener("click", (event) => event.preventDefault());
      await userEvent.click(directions);
      expect(host.dataLayer).toEqual([{ event: "directions_click", storeSlug: "ziebart-laval" }]);
    } finally {
      setAnalyticsConsent(false);
      if (previous === undefined) delete process.env.GATSBY_GTM_ID;
      else process.env.GATSBY_GTM_ID = previous;
      delete host.dataLayer;
    }
  });
});
