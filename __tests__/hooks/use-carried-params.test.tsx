import * as React from "react";
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { CarriedParamsProvider, useCarriedParams } from "../../src/hooks/use-carried-params";

describe("CarriedParamsProvider above a part still hydrating", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("gives that part the carried ctn once it hydrates, instead of making React throw its HTML away (error #421)", async () => {
    // A part whose code has not arrived in the browser yet: it stays as the server's HTML, not hydrated.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let ready = true; // on the server; false in the browser until `arrive()`
    void arrived.then(() => (ready = true));
    function Part() {
      const carried = useCarriedParams();
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a part not ready throws what it waits for
      if (!ready) throw arrived;
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

    const container = document.createElement("div");
    container.innerHTML = renderToString(page(""));
    document.body.appendChild(container);
    const serverLink = container.querySelector("a");
    ready = false;

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page("?ctn=abc123&utm_source=radio"), { onRecoverableError: (error) => recoverable.push(error) });
    });
    // The provider read the address while the part's code is still on its way: the part keeps the server's HTML.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/a-propos/");

    await act(async () => {
      arrive();
      await arrived;
    });
    expect((await screen.findByRole("link", { name: "À propos" })).getAttribute("href")).toBe("/a-propos/?ctn=abc123");
    expect(recoverable).toEqual([]);
    // Hydrated, not rendered again from scratch: the server's element is the one on the page.
    expect(container.querySelector("a")).toBe(serverLink);
  });
});
