/**
 * The service pages' "near me" panel takes its point from the cookies the
 * page started with, which the app state provider reads once after hydration
 * without holding the main thread: no render reads document.cookie. The
 * favourite arrives with them in one update, so the panel never starts from
 * the last search when there is a favourite; one the visitor removes on the
 * page does not come back.
 */
import * as React from "react";
import { act, render, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { useNearbyShops, type NearbyState } from "../../src/hooks/use-nearby-shops";
import { AppStateProvider } from "../../src/state/app-state";
import { useFavoriteEvents } from "../../src/state/favorite-controller";
import type { FavoriteEvent } from "../../src/lib/favorite";
import { COOKIES } from "../../src/config/site";
import { formatSearchedPlace } from "../../src/lib/store-search";

// The favourite's store is fetched from the API once it is known: that answer never comes here.
jest.mock("../../src/api-client/store-search", () => ({ getStore: () => new Promise(() => undefined) }));

const RIMOUSKI = { latitude: 48.449, longitude: -68.524, label: "Rimouski" };

/** The panel's states, render after render, how many times a render read document.cookie, and the favourite's events. */
function renderPanel() {
  const seen: NearbyState[] = [];
  let readsInRender = 0;
  let rendering = false;
  let send: (event: FavoriteEvent) => void = () => undefined;
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  jest.spyOn(document, "cookie", "get").mockImplementation(function (this: Document) {
    if (rendering) readsInRender++;
    return descriptor.get!.call(this) as string;
  });
  function Panel() {
    rendering = true;
    seen.push(useNearbyShops("pare-brise", "fr").state);
    send = useFavoriteEvents();
    rendering = false;
    return null;
  }
  render(
    <AppStateProvider>
      <Panel />
    </AppStateProvider>,
  );
  return { seen, readsInRender: () => readsInRender, send: (event: FavoriteEvent) => send(event) };
}

const referenceOf = (state: NearbyState | undefined) => (state && state.status !== "none" ? state.reference : null);

beforeEach(() => {
  // The list of shops never arrives: these tests are about the point it is searched from.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(COOKIES.favoriteStore, { path: "/" });
  Cookies.remove(COOKIES.lastSearch, { path: "/" });
});

it("starts from the last place searched, read after the first render and by no render", async () => {
  Cookies.set(COOKIES.lastSearch, formatSearchedPlace(RIMOUSKI), { path: "/" });
  const panel = renderPanel();
  expect(panel.seen.map((s) => s.status)).toContain("none");
  expect(panel.seen.every((s) => s.status === "none")).toBe(true);
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "search", place: RIMOUSKI }));
  expect(panel.readsInRender()).toBe(0);
});

it("starts from the favourite, never from the last search on its way there", async () => {
  Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
  Cookies.set(COOKIES.lastSearch, formatSearchedPlace(RIMOUSKI), { path: "/" });
  const panel = renderPanel();
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "favorite", slug: "uniglass-rimouski" }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(panel.seen.some((s) => referenceOf(s)?.kind === "search")).toBe(false);
  expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "favorite", slug: "uniglass-rimouski" });
  expect(panel.readsInRender()).toBe(0);
});

it("goes back to the last search when the visitor removes the favourite, not to the favourite the page started with", async () => {
  Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
  Cookies.set(COOKIES.lastSearch, formatSearchedPlace(RIMOUSKI), { path: "/" });
  const panel = renderPanel();
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "favorite", slug: "uniglass-rimouski" }));
  act(() => panel.send({ type: "starClicked", slug: "uniglass-rimouski" }));
  expect(Cookies.get(COOKIES.favoriteStore)).toBeUndefined();
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "search", place: RIMOUSKI }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "search", place: RIMOUSKI });
});
