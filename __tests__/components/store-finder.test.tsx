import * as React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { StoreFinder } from "../../src/components/store-finder/store-finder";
import { askFinder } from "../../src/api-client/finder-remote";
import type { FinderRequest } from "../../src/api-client/finder-sources";
import { RemoteCallError, type VisitorError } from "../../src/api-client/errors";
import { storeSchema, type Store } from "../../src/contract";
import { COOKIES } from "../../src/config/site";
import type { PageAnswer } from "../../src/lib/finder-results";
import { useJsApiLoader } from "@react-google-maps/api";
import { renderWithI18n } from "../helpers/render-with-i18n";

// With a maps key, Google's script: it cannot load here (the tests without a key never ask for it).
jest.mock("@react-google-maps/api", () => ({ useJsApiLoader: jest.fn(), GoogleMap: () => null, MarkerF: () => null }));

// The finder's worker (or the API client on this thread) answers each page of a search.
jest.mock("../../src/api-client/finder-remote", () => ({ askFinder: jest.fn(), warmFinder: jest.fn() }));
const ask = jest.mocked(askFinder);

/** Shop `n`, `n * 5` km from the searched place. */
function shop(n: number): Store {
  return storeSchema.parse({
    id: n,
    storeId: `UG-${String(n).padStart(4, "0")}`,
    name: `Uniglass Atelier ${n}`,
    slug: `uniglass-atelier-${n}`,
    streetAddress: `${n}, rue Principale`,
    city: "Laval",
    state: "QC",
    zipCode: "H7S 1Z3",
    latitude: 45.56 + n / 100,
    longitude: -73.72,
    distance: n * 5,
    phone: "450-555-0142",
    timezone: "America/Toronto",
    isZiebart: false,
    coupons: [],
    storesAvailabilities: [{ weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:00" }],
  });
}

const TWELVE = Array.from({ length: 12 }, (_, i) => shop(i + 1));
const ORIGIN = { latitude: 45.55, longitude: -73.72 };

/** An answer to a page of the search: the shops of that page among `within` (with the radius), else the `nearest`. */
function answers(within: Store[], nearest: Store[] = []) {
  return async ({ query }: FinderRequest) => {
    const stores = query.radiusKm ? within.slice((query.page - 1) * query.itemsPerPage, query.page * query.itemsPerPage) : nearest.slice(0, query.itemsPerPage);
    const answer: PageAnswer<Store> = { stores, total: query.radiusKm ? within.length : null, origin: ORIGIN };
    return { answer, checkedHere: false };
  };
}

const visitorError = (kind: VisitorError["kind"], status: number | null): RemoteCallError =>
  new RemoteCallError({ kind, status, message: kind, fields: {}, key: `api.${kind}`, retryAfterSeconds: null });

/** An observer that never says an element came near: the results below the first stay previews until focused. */
class FarObserver {
  static callbacks: IntersectionObserverCallback[] = [];
  static observed = new Set<Element>();
  constructor(callback: IntersectionObserverCallback) {
    FarObserver.callbacks.push(callback);
  }
  observe(element: Element) {
    FarObserver.observed.add(element);
  }
  unobserve(element: Element) {
    FarObserver.observed.delete(element);
  }
  disconnect() {}
}

const status = () => screen.getByTestId("finder-status");
const results = () => screen.getByRole("list", { name: /^(Résultats de la recherche|Search results)$/ });
const cards = () => within(results()).getAllByRole("article");
const isWhole = (card: HTMLElement) => within(card).queryByRole("img", { name: "Uniglass" }) !== null;

beforeEach(() => {
  ask.mockReset();
  FarObserver.callbacks = [];
  FarObserver.observed.clear();
  Object.defineProperty(window, "IntersectionObserver", { value: FarObserver, configurable: true, writable: true });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  Cookies.remove(COOKIES.findByLocationStore, { path: "/" });
});

describe("StoreFinder", () => {
  it("says it is searching, under the title of the search, until the shops come", async () => {
    let answer: (value: Awaited<ReturnType<typeof askFinder>>) => void = () => undefined;
    ask.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "fr");
    const finder = screen.getByRole("region", { name: "Ateliers près de « Laval »" });
    expect(status()).toHaveTextContent("Recherche des ateliers les plus près…");
    expect(finder).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(ask).toHaveBeenCalled());
    await act(async () => answer(await answers(TWELVE)(ask.mock.calls[0][0])));
    await waitFor(() => expect(finder).toHaveAttribute("aria-busy", "false"));
    expect(status()).toHaveTextContent("10 des 12 ateliers à moins de 100 km");
    expect(ask.mock.calls[0][0]).toMatchObject({
      type: "api",
      search: { kind: "key", key: "Laval" },
      locale: "fr",
      query: { page: 1, itemsPerPage: 10, radiusKm: 100 },
    });
  });

  it("lists the first page nearest first, the first shops whole and the others as previews", async () => {
    ask.mockImplementation(answers(TWELVE));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "en");
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(status()).toHaveTextContent("10 of 12 shops within 100 km");
    expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual(TWELVE.slice(0, 10).map((store) => store.name));
    expect(cards().map(isWhole)).toEqual([true, true, false, false, false, false, false, false, false, false]);
    expect(within(cards()[2]).getByText("15.00 km")).toBeInTheDocument();
    expect(within(cards()[2]).getByRole("link", { name: "Uniglass Atelier 3" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show 2 more shops" })).toBeInTheDocument();
  });

  it("turns a preview into the whole card when the focus enters it, or when it comes near the screen", async () => {
    ask.mockImplementation(answers(TWELVE));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "fr");
    await waitFor(() => expect(cards()).toHaveLength(10));
    const third = cards()[2];
    act(() => within(third).getByRole("link", { name: "Uniglass Atelier 3" }).focus());
    expect(isWhole(cards()[2])).toBe(true);
    expect(isWhole(cards()[3])).toBe(false);

    const fourth = cards()[3].closest("li")!;
    await waitFor(() => expect(FarObserver.observed.has(fourth)).toBe(true));
    act(() =>
      FarObserver.callbacks.forEach((callback) =>
        callback([{ isIntersecting: true, target: fourth } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
    );
    expect(isWhole(cards()[3])).toBe(true);
    expect(isWhole(cards()[4])).toBe(false);
  });

  it("shows the next page on « show more », gives the focus to the first new shop and counts them all", async () => {
    ask.mockImplementation(answers(TWELVE));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "fr");
    await userEvent.click(await screen.findByRole("button", { name: "Afficher 2 autres ateliers" }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(ask.mock.calls.at(-1)![0].query).toEqual({ page: 2, itemsPerPage: 10, radiusKm: 100 });
    expect(status()).toHaveTextContent(/^12 ateliers à moins de 100 km$/);
    await waitFor(() => expect(within(cards()[10]).getByRole("link", { name: "Uniglass Atelier 11" })).toHaveFocus());
    expect(isWhole(cards()[10])).toBe(true);
    expect(screen.queryByRole("button", { name: /Afficher/ })).not.toBeInTheDocument();
  });

  it("remembers the shop whose card the visitor opens, by click or by keyboard", async () => {
    ask.mockImplementation(answers(TWELVE.slice(0, 3)));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "en");
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(status()).toHaveTextContent(/^3 shops within 100 km$/);
    // Opening a card's link focuses it first (the card is then highlighted), then clicks it.
    const second = within(cards()[1]).getByRole("link", { name: "Uniglass Atelier 2" });
    second.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(second);
    expect(Cookies.get(COOKIES.findByLocationStore)).toBe("uniglass-atelier-2");
    expect(cards()[1]).toHaveAttribute("data-active", "true");

    const third = within(cards()[2]).getByRole("link", { name: "Uniglass Atelier 3" });
    third.addEventListener("click", (event) => event.preventDefault());
    act(() => third.focus());
    expect(cards()[2]).toHaveAttribute("data-active", "true");
    await userEvent.keyboard("{Enter}");
    expect(Cookies.get(COOKIES.findByLocationStore)).toBe("uniglass-atelier-3");
  });

  it("shows its own map of the results when Google's script cannot load", async () => {
    jest.mocked(useJsApiLoader).mockReturnValue({ isLoaded: false, loadError: new Error("The Google Maps JavaScript API could not load.") });
    process.env.GATSBY_GOOGLE_MAPS_KEY = "test-key";
    try {
      ask.mockImplementation(answers(TWELVE.slice(0, 3)));
      renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "fr");
      await waitFor(() => expect(cards()).toHaveLength(3));
      // The map waits until its column (the one element the finder watches that is not a result) comes near the screen.
      const mapColumn = () => [...FarObserver.observed].find((element) => element.tagName === "DIV");
      await waitFor(() => expect(mapColumn()).toBeDefined());
      const column = mapColumn()!;
      act(() =>
        FarObserver.callbacks.forEach((callback) =>
          callback([{ isIntersecting: true, target: column } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      );
      const map = await screen.findByRole("group", { name: /^Carte des 3 ateliers trouvés, numérotés comme dans la liste, autour de « Laval »\./ });
      expect(within(map).getAllByRole("link")).toHaveLength(3);
      expect(useJsApiLoader).toHaveBeenCalledWith(expect.objectContaining({ googleMapsApiKey: "test-key", language: "fr" }));
    } finally {
      delete process.env.GATSBY_GOOGLE_MAPS_KEY;
    }
  });

  it("shows the nearest shops, saying how far the nearest is, when none is within the radius", async () => {
    const far = [shop(70), shop(80)].map((store) => ({ ...store, distance: store.distance! * 5 }));
    ask.mockImplementation(answers([], far));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Gaspé" }} />, "fr");
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(status()).toHaveTextContent("Aucun atelier à moins de 100 km de « Gaspé ». Le plus près est à 1 750 km : voici les plus proches.");
    expect(ask.mock.calls.at(-1)![0].query).toEqual({ page: 1, itemsPerPage: 3 });
    expect(screen.queryByRole("button", { name: /Afficher/ })).not.toBeInTheDocument();
  });

  it("says a place it does not know, or a position with no shop, is not one it can answer", async () => {
    ask.mockImplementation(answers([], []));
    const view = renderWithI18n(<StoreFinder search={{ kind: "key", key: "Atlantis" }} />, "en");
    await waitFor(() => expect(status()).toHaveTextContent(/^“Atlantis” is not one of the places we know\./));
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    view.unmount();
    renderWithI18n(<StoreFinder search={{ kind: "position", latitude: 60, longitude: -100 }} />, "en");
    expect(screen.getByRole("region", { name: "Shops near you" })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent("No shop found near your location."));
  });

  it("says a refused search in the page's language", async () => {
    ask.mockRejectedValue(visitorError("rate_limited", 429));
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "fr");
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives. Réessayez un peu plus tard.");
    expect(ask).toHaveBeenCalledTimes(1);
  });

  // Last: the API then counts as unreachable for a minute, for every search of the file.
  it("answers from the list of shops built into the site when the API cannot be reached, and says so", async () => {
    ask.mockImplementation(async (request) => {
      if (request.type === "api") throw visitorError("network", null);
      return answers(TWELVE.slice(0, 2))(request);
    });
    renderWithI18n(<StoreFinder search={{ kind: "key", key: "Laval" }} />, "en");
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText(/^Our servers are not answering: these results come from the list of shops saved on the site/)).toBeInTheDocument();
    expect(ask.mock.calls.map(([request]) => request.type)).toEqual(["api", "index"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
