/**
 * The client state's reducer answers an action that changes nothing with the
 * same state: React then re-renders nothing under the provider. A re-render
 * reaching a lazily loaded part of a page still hydrating makes React throw
 * its server HTML away (error #421, seen on the franchise page).
 */
import * as React from "react";
import { render } from "@testing-library/react";
import Cookies from "js-cookie";
import { AppStateProvider, appReducer, initialAppState, useAppState } from "../../src/state/app-state";

describe("appReducer", () => {
  it("keeps the same state for the same campaign or the same favourite", () => {
    const state = { ...initialAppState, campaign: { utmSource: "infolettre" } };
    expect(appReducer(state, { type: "campaign/loaded", campaign: { utmSource: "infolettre" } })).toBe(state);
    expect(appReducer(state, { type: "favorite/changed", favorite: state.favorite })).toBe(state);
    expect(appReducer(state, { type: "campaign/loaded", campaign: { utmSource: "facebook" } }).campaign).toEqual({ utmSource: "facebook" });
    expect(appReducer(state, { type: "campaign/loaded", campaign: {} }).campaign).toEqual({});
  });
});

describe("AppStateProvider", () => {
  afterEach(() => Cookies.remove("utmSource"));

  it("renders its children once when nothing changes after mounting (no cookie, or campaign cookies read at the first render)", () => {
    Cookies.set("utmSource", "infolettre");
    let renders = 0;
    let seen: unknown = null;
    function Probe() {
      renders += 1;
      seen = useAppState().campaign;
      return null;
    }
    const Child = React.memo(Probe);
    render(
      <AppStateProvider>
        <Child />
      </AppStateProvider>,
    );
    expect(seen).toEqual({ utmSource: "infolettre" });
    expect(renders).toBe(1);
  });
});
