/**
 * The client state provider renders nothing again after mounting when
 * nothing changed (the reducer itself: __tests__/state). A re-render
 * reaching a lazily loaded part of a page still hydrating makes React throw
 * its server HTML away (error #421, seen on the franchise page).
 */
import * as React from "react";
import { render } from "@testing-library/react";
import Cookies from "js-cookie";
import { AppStateProvider, useAppState } from "../../src/state/app-state";

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
