import * as React from "react";
import { act, screen } from "@testing-library/react";
import { CarriedParamsProvider, useCarriedParams } from "../../src/hooks/use-carried-params";
import { partCode } from "../support/hydration";

describe("CarriedParamsProvider above a part still hydrating", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("gives that part the carried ctn once it hydrates, instead of making React throw its HTML away (error #421)", async () => {
    // A part whose code has not arrived in the browser yet: it stays as the server's HTML, not hydrated.
    const code = partCode();
    function Part() {
      const carried = useCarriedParams();
      code.need();
      return <a href={carried.ctn ? `/a-propos/?ctn=${carried.ctn}` : "/a-propos/"}>À propos</a>;
    }
    // The build knows no query string: the server's HTML has the plain link.
    const page = (search: string) => (
      <CarriedParamsProvider search={search}>
        <main>
          <React.Suspense fallback={null}>
            <Part />
          </React.Suspense>
        </main>
      </CarriedParamsProvider>
    );

    const { container, recoverable, built } = await code.hydrate(page(""), { browserPage: page("?ctn=abc123&utm_source=radio"), selector: "a" });
    // The provider read the address while the part's code is still on its way: the part keeps the server's HTML.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/a-propos/");

    await code.arrive();
    expect((await screen.findByRole("link", { name: "À propos" })).getAttribute("href")).toBe("/a-propos/?ctn=abc123");
    expect(recoverable).toEqual([]);
    // Hydrated, not rendered again from scratch: the server's element is the one on the page.
    expect(container.querySelector("a")).toBe(built);
  });
});
