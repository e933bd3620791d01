import { favoriteTransition, initialFavoriteState, type FavoriteState } from "../../src/lib/favorite";
import { storeSchema, type Store } from "../../src/contract";

const store = (slug: string): Store =>
  storeSchema.parse({
    id: 1,
    storeId: "UG-1",
    name: slug,
    slug,
    streetAddress: "1, rue Principale",
    city: "Laval",
    state: "QC",
    zipCode: "H7N 1A1",
    latitude: 45.5,
    longitude: -73.7,
    phone: "450-555-0100",
  });

describe("favourite store state machine", () => {
  it("star on a store sets it, writes the cookie and fetches the store", () => {
    const { state, effects } = favoriteTransition(initialFavoriteState, { type: "starClicked", slug: "a" }, () => null);
    expect(state).toEqual({ slug: "a", store: null });
    expect(effects).toEqual([
      { type: "writeCookie", slug: "a" },
      { type: "fetchStore", slug: "a" },
    ]);
  });

  it("saves the fetched store as favoriteStore, but drops a late answer for another store", () => {
    const set: FavoriteState = { slug: "a", store: null };
    expect(favoriteTransition(set, { type: "storeFetched", store: store("a") }, () => "a").state.store?.slug).toBe("a");
    expect(favoriteTransition(set, { type: "storeFetched", store: store("b") }, () => "a")).toEqual({ state: set, effects: [] });
  });

  it("star on another store replaces the favourite", () => {
    const held: FavoriteState = { slug: "a", store: store("a") };
    const { state, effects } = favoriteTransition(held, { type: "starClicked", slug: "b" }, () => "a");
    expect(state).toEqual({ slug: "b", store: null });
    expect(effects).toEqual([
      { type: "writeCookie", slug: "b" },
      { type: "fetchStore", slug: "b" },
    ]);
  });

  it("does not rewrite the cookie when it already holds the slug", () => {
    const { effects } = favoriteTransition(initialFavoriteState, { type: "starClicked", slug: "a" }, () => "a");
    expect(effects).toEqual([{ type: "fetchStore", slug: "a" }]);
  });

  it("star on the current favourite clears it, removes the cookie and invokes the appointment action when a store was held", () => {
    const held: FavoriteState = { slug: "a", store: store("a") };
    expect(favoriteTransition(held, { type: "starClicked", slug: "a" }, () => "a")).toEqual({
      state: initialFavoriteState,
      effects: [{ type: "removeCookie" }, { type: "appointmentAction", slug: "a" }],
    });
    // Not yet fetched: nothing was held, so no appointment action.
    expect(favoriteTransition({ slug: "a", store: null }, { type: "starClicked", slug: "a" }, () => "a").effects).toEqual([{ type: "removeCookie" }]);
  });

  it("on first load, the cookie's slug becomes the favourite and its store is fetched", () => {
    expect(favoriteTransition(initialFavoriteState, { type: "loaded", cookieSlug: "a" }, () => "a")).toEqual({
      state: { slug: "a", store: null },
      effects: [{ type: "fetchStore", slug: "a" }],
    });
    expect(favoriteTransition(initialFavoriteState, { type: "loaded", cookieSlug: null }, () => null)).toEqual({
      state: initialFavoriteState,
      effects: [],
    });
    const held: FavoriteState = { slug: "a", store: store("a") };
    expect(favoriteTransition(held, { type: "loaded", cookieSlug: "a" }, () => "a")).toEqual({ state: held, effects: [] });
  });
});
