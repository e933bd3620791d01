/**
 * The service pages' "near me" panel takes its point from the cookies the
 * page started with, read after hydration without holding the main thread:
 * no render reads document.cookie. The favourite the app state holds wins;
 * one the visitor removes on the page does not come back from those cookies.
 */
import * as React from "react";
import { act, render, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { useNearbyShops, type NearbyState } from "../../src/hooks/use-nearby-shops";
import { StateContext, initialAppState, type AppState } from "../../src/state/app-context";
import { COOKIES } from "../../src/config/site";
import { formatSearchedPlace } from "../../src/lib/store-search";

const RIMOUSKI = { latitude: 48.449, longitude: -68.524, label: "Rimouski" };

function withFavorite(slug: string | null): AppState {
  return { ...initialAppState, favorite: { slug, store: null } };
}

/** The panel's states, render after render, and how many times a render read document.cookie. */
function renderPanel(state: AppState) {
  const seen: NearbyState[] = [];
  let readsInRender = 0;
  let rendering = false;
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  jest.spyOn(document, "cookie", "get").mockImplementation(function (this: Document) {
    if (rendering) readsInRender++;
    return descriptor.get!.call(this) as string;
  });
  function Panel() {
    rendering = true;
    seen.push(useNearbyShops("pare-brise", "fr").state);
    rendering = false;
    return null;
  }
  const view = render(
    <StateContext.Provider value={state}>
      <Panel />
    </StateContext.Provider>,
  );
  const rerender = (next: AppState) =>
    view.rerender(
      <StateContext.Provider value={next}>
        <Panel />
      </StateContext.Provider>,
    );
  return { seen, readsInRender: () => readsInRender, rerender };
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
  const panel = renderPanel(initialAppState);
  expect(panel.seen.map((s) => s.status)).toContain("none");
  expect(panel.seen.every((s) => s.status === "none")).toBe(true);
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "search", place: RIMOUSKI }));
  expect(panel.readsInRender()).toBe(0);
});

it("starts from the favourite in the cookie before the app state has read it, and from the app state's after", async () => {
  Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
  Cookies.set(COOKIES.lastSearch, formatSearchedPlace(RIMOUSKI), { path: "/" });
  const panel = renderPanel(initialAppState);
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "favorite", slug: "uniglass-rimouski" }));
  // Never the last search in between.
  expect(panel.seen.some((s) => referenceOf(s)?.kind === "search")).toBe(false);
  act(() => panel.rerender(withFavorite("uniglass-rimouski")));
  expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "favorite", slug: "uniglass-rimouski" });
});

it("goes back to the last search when the visitor removes the favourite, not to the favourite the page started with", async () => {
  Cookies.set(COOKIES.favoriteStore, "uniglass-rimouski", { path: "/" });
  Cookies.set(COOKIES.lastSearch, formatSearchedPlace(RIMOUSKI), { path: "/" });
  const panel = renderPanel(withFavorite("uniglass-rimouski"));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "favorite", slug: "uniglass-rimouski" });
  Cookies.remove(COOKIES.favoriteStore, { path: "/" });
  act(() => panel.rerender(withFavorite(null)));
  await waitFor(() => expect(referenceOf(panel.seen.at(-1))).toEqual({ kind: "search", place: RIMOUSKI }));
});
