import { appReducer, initialAppState } from "../../src/state/app-state";

describe("the client state reducer", () => {
  it("keeps the same state when a load brings nothing new, so consumers do not re-render", () => {
    expect(appReducer(initialAppState, { type: "campaign/loaded", campaign: {} })).toBe(initialAppState);
    expect(appReducer(initialAppState, { type: "favorite/changed", favorite: initialAppState.favorite })).toBe(initialAppState);
  });

  it("takes a new campaign or favourite", () => {
    const withCampaign = appReducer(initialAppState, { type: "campaign/loaded", campaign: { utmSource: "radio" } });
    expect(withCampaign.campaign).toEqual({ utmSource: "radio" });
    expect(appReducer(withCampaign, { type: "campaign/loaded", campaign: { utmSource: "radio" } })).toBe(withCampaign);
    expect(appReducer(withCampaign, { type: "campaign/loaded", campaign: { utmSource: "tv" } }).campaign).toEqual({ utmSource: "tv" });
    const favorite = { slug: "uniglass-levis", store: null };
    expect(appReducer(initialAppState, { type: "favorite/changed", favorite }).favorite).toBe(favorite);
  });
});
