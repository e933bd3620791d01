/**
 * The client state provider renders nothing again after mounting when
 * nothing changed (the reducer itself: __tests__/state). A re-render
 * reaching a lazily loaded part of a page still hydrating makes React throw
 * its server HTML away (error #421, seen on the franchise page). The first
 * render does not read the cookies (slow on a page's first read): the
 * campaign arrives just after, once.
 */
import * as React from "react";
import { act, render, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { AppStateProvider, CAMPAIGN_EVENT, useAppState } from "../../src/state/app-state";

function renderProbe() {
  const seen: unknown[] = [];
  function Probe() {
    seen.push(useAppState().campaign);
    return null;
  }
  const Child = React.memo(Probe);
  render(
    <AppStateProvider>
      <Child />
    </AppStateProvider>,
  );
  return seen;
}

describe("AppStateProvider", () => {
  afterEach(() => Cookies.remove("utmSource"));

  it("renders its children once when there is no campaign cookie", async () => {
    const seen = renderProbe();
    // The cookies' read has settled (a task later) without a second render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen).toEqual([{}]);
  });

  it("renders without the campaign first, then once with the campaign cookies", async () => {
    Cookies.set("utmSource", "infolettre");
    const seen = renderProbe();
    expect(seen).toEqual([{}]);
    await waitFor(() => expect(seen).toEqual([{}, { utmSource: "infolettre" }]));
  });

  it("takes cookies stored after the first render (gatsby-browser's event) over the read still on its way", async () => {
    const seen = renderProbe();
    Cookies.set("utmSource", "courriel");
    act(() => void window.dispatchEvent(new Event(CAMPAIGN_EVENT)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen.at(-1)).toEqual({ utmSource: "courriel" });
  });
});
