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
import { partCode } from "../support/hydration";

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

describe("AppStateProvider above a part still hydrating", () => {
  afterEach(() => {
    Cookies.remove("utmSource");
    document.body.innerHTML = "";
  });

  it("gives that part the state read from the cookies once it hydrates, and React keeps its built HTML (no error #421)", async () => {
    // A part whose code has not arrived in the browser yet: it stays as the server's HTML, not hydrated.
    const code = partCode();
    const renders: unknown[] = [];
    function Part() {
      const { campaign } = useAppState();
      code.need();
      renders.push(campaign);
      return <p>{campaign.utmSource ?? "sans campagne"}</p>;
    }
    const page = (
      <AppStateProvider>
        <main>
          <React.Suspense fallback={null}>
            <Part />
          </React.Suspense>
        </main>
      </AppStateProvider>
    );
    Cookies.set("utmSource", "infolettre");
    const { container, recoverable, built } = await code.hydrate(page, { selector: "p" });
    // The server's render is not the browser's.
    renders.length = 0;

    // The provider has read the cookies and applied them while the part's code is still on its way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector("p")?.textContent).toBe("sans campagne");
    expect(renders).toEqual([]);

    await code.arrive();
    await waitFor(() => expect(container.querySelector("p")?.textContent).toBe("infolettre"));
    expect(recoverable).toEqual([]);
    // Hydrated with what the build rendered, then given the campaign: the server's element is the one on the page.
    expect(renders).toEqual([{}, { utmSource: "infolettre" }]);
    expect(container.querySelector("p")).toBe(built);
  });
});
