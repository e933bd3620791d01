import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { NearbyShops } from "../../src/components/nearby-shops/nearby-shops";
import { askFinder } from "../../src/api-client/finder-remote";
import { COOKIES } from "../../src/config/site";
import { parseSearchedPlace } from "../../src/lib/store-search";
import { renderWithI18n } from "../helpers/render-with-i18n";

// A place typed in the box is searched by the finder (its worker, or the API client on this thread).
jest.mock("../../src/api-client/finder-remote", () => ({ askFinder: jest.fn(), warmFinder: jest.fn() }));
// The favourite's store is fetched from the API once it is known: that answer never comes here (no API in
// these tests; the panel needs only the favourite's slug and the build's list of shops).
jest.mock("../../src/api-client/store-search", () => ({ getStore: () => new Promise(() => undefined) }));

/** The build's list of shops (public/store-places.{locale}.json): Matane and Québec offer the service, Rivière-du-Loup does not. */
const PLACES = [
  { slug: "uniglass-quebec", name: "Uniglass Québec", city: "Québec", latitude: 46.81, longitude: -71.21, categories: ["pare-brise"] },
  { slug: "uniglass-rimouski", name: "Uniglass Rimouski", city: "Rimouski", latitude: 48.449, longitude: -68.524, categories: ["pare-brise"] },
  { slug: "uniglass-matane", name: "Uniglass Matane", city: "Matane", latitude: 48.85, longitude: -67.53, categories: ["pare-brise"] },
  {
    slug: "ziebart-riviere-du-loup",
    name: "Ziebart Rivière-du-Loup",
    city: "Rivière-du-Loup",
    latitude: 47.83,
    longitude: -69.53,
    categories: ["antirouille"],
  },
];

let placesFile: () => Promise<Response>;

beforeEach(() => {
  placesFile = async () => ({ ok: true, status: 200, json: async () => PLACES }) as Response;
  // The list of shops, else the search box's list of places (none: no suggestion).
  global.fetch = jest.fn((url: RequestInfo | URL) => {
    const href = typeof url === "string" ? url : "href" in url ? url.href : url.url;
    return href.includes("/store-places.") ? placesFile() : Promise.resolve({ ok: true, status: 200, json: async () => ({ places: [] }) } as Response);
  });
});

afterEach(() => {
  jest.mocked(askFinder).mockReset();
  Cookies.remove(COOKIES.favoriteStore, { path: "/" });
  Cookies.remove(COOKIES.lastSearch, { path: "/" });
});

const links = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

// The first test loads the panel's search code: more than Jest's 5 s on a loaded machine.
jest.setTimeout(20_000);

describe("NearbyShops", () => {
  // First: the list of shops is kept once loaded, per locale, for the rest of the file.
  it("asks for a place, with its search box, when the list of shops cannot be loaded", async () => {
    // The list's answer waits until the loading state has been seen (on a slow machine it could come first).
    let answer: () => void = () => undefined;
    placesFile = () => new Promise<Response>((resolve) => (answer = () => resolve({ ok: false, status: 503, json: async () => null } as Response)));
    Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
    renderWithI18n(<NearbyShops category="pare-brise" />, "en");
    expect(await screen.findByText("Looking for the nearest shops…")).toHaveAttribute("role", "status");
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining("/store-places.")));
    answer();
    await waitFor(() => expect(screen.queryByText("Looking for the nearest shops…")).not.toBeInTheDocument());
    expect(screen.getByText("Enter your postal code or city to see the nearest shops that offer this service.")).toBeInTheDocument();
    expect(screen.getByRole("search", { name: "Find a shop" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("asks for a place when the visitor has no favourite shop and searched none", () => {
    renderWithI18n(<NearbyShops category="pare-brise" />, "fr");
    const section = screen.getByRole("region", { name: "Où faire faire ce service" });
    expect(within(section).getByText(/^Entrez votre code postal ou votre ville/)).toBeInTheDocument();
    expect(within(section).getByRole("combobox", { name: "Code postal, ville ou adresse" })).toBeInTheDocument();
    expect(within(section).queryByRole("list")).not.toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Voir tous nos ateliers" })).toHaveAttribute("href", "/emplacement/");
    expect(global.fetch).not.toHaveBeenCalledWith(expect.stringContaining("/store-places."));
  });

  it("lists the shops offering the service nearest to the favourite shop, nearest first, with their town and distance", async () => {
    Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
    renderWithI18n(<NearbyShops category="pare-brise" />, "fr");
    const list = await screen.findByRole("list", { name: "Les plus près de votre atelier favori, Uniglass Rimouski :" });
    expect(links(list)).toEqual([
      ["Uniglass Rimouski", "/emplacement/uniglass-rimouski/"],
      ["Uniglass Matane", "/emplacement/uniglass-matane/"],
      ["Uniglass Québec", "/emplacement/uniglass-quebec/"],
    ]);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Uniglass Rimouski – Rimouski · 0,00\u00a0km", "Uniglass Matane – Matane · 85,56\u00a0km", "Uniglass Québec – Québec · 271,50\u00a0km"]);
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
  });

  it("says so when no shop nearby offers the service", async () => {
    Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
    renderWithI18n(<NearbyShops category="teintage" />, "en");
    expect(await screen.findByText("No shop nearby offers this service.")).toBeInTheDocument();
    expect(screen.getByText("Nearest to your favourite shop, Uniglass Rimouski:")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("lists the shops nearest to another place the visitor searches, and remembers that place", async () => {
    Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
    jest.mocked(askFinder).mockResolvedValue({ answer: { stores: [], total: 0, origin: { latitude: 46.81, longitude: -71.22 } }, checkedHere: false });
    renderWithI18n(<NearbyShops category="pare-brise" />, "fr");
    await userEvent.click(await screen.findByRole("button", { name: "Chercher près d'un autre endroit" }));
    await userEvent.type(screen.getByRole("combobox", { name: "Code postal, ville ou adresse" }), "Québec{enter}");
    const list = await screen.findByRole("list", { name: "Les plus près de « Québec » :" });
    expect(links(list).map(([name]) => name)).toEqual(["Uniglass Québec", "Uniglass Rimouski", "Uniglass Matane"]);
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
    expect(jest.mocked(askFinder).mock.calls[0][0]).toMatchObject({ search: { kind: "key", key: "Québec" }, locale: "fr" });
    expect(parseSearchedPlace(Cookies.get(COOKIES.lastSearch))).toEqual({ latitude: 46.81, longitude: -71.22, label: "Québec" });
  });

  it("says a place it does not know is not one, and keeps the box", async () => {
    jest.mocked(askFinder).mockResolvedValue({ answer: { stores: [], total: 0, origin: null }, checkedHere: false });
    renderWithI18n(<NearbyShops category="pare-brise" />, "en");
    await userEvent.type(screen.getByRole("combobox", { name: "Postal code, city or address" }), "Atlantis{enter}");
    expect(await screen.findByText("“Atlantis” is not one of the places we know. Try a postal code or a city name.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("search", { name: "Find a shop" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("lists the shops nearest to the device's position when the visitor shares it", async () => {
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: 48.85, longitude: -67.53 } } as GeolocationPosition));
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    renderWithI18n(<NearbyShops category="pare-brise" />, "fr");
    await userEvent.click(screen.getByRole("button", { name: "Utiliser ma position" }));
    const list = await screen.findByRole("list", { name: "Les plus près de votre position :" });
    expect(links(list).map(([name]) => name)).toEqual(["Uniglass Matane", "Uniglass Rimouski", "Uniglass Québec"]);
    expect(askFinder).not.toHaveBeenCalled();
  });
});
