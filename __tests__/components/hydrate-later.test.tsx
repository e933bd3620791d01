import * as React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateLater } from "../../src/components/hydrate-later/hydrate-later";
import { hydrationDone, isHydrating, isPageHead, leftLoadedPage } from "../../src/lib/hydration";

function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter label="header" />
      <HydrateLater name="main">
        <main>
          <Counter label="main" />
        </main>
      </HydrateLater>
    </div>
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The page's HTML as the build writes it. React's development server renderer, run here in a browser-like
 * test, warns that a layout effect does nothing on the server; the build renders with Preact, which does
 * not, and a layout effect is what a part needs once it hydrates: that one warning is expected, any other shows.
 */
function builtHtml(ui: React.ReactElement): string {
  const original = console.error;
  const error = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) original(...args);
  });
  try {
    return renderToString(ui);
  } finally {
    error.mockRestore();
  }
}

describe("HydrateLater", () => {
  afterEach(() => {
    leftLoadedPage();
    document.body.innerHTML = "";
  });

  it("keeps the part's built HTML while the rest hydrates, then hydrates it in a later task, and says hydration is over only then", async () => {
    const root = document.createElement("div");
    root.id = "___gatsby";
    root.innerHTML = builtHtml(<Page />);
    document.body.appendChild(root);
    const builtMain = root.querySelector("main");
    const [header, main] = Array.from(root.querySelectorAll("button"));

    act(() => {
      hydrateRoot(root, <Page />);
    });
    hydrationDone();
    // The header answers at once; the main part is still the build's HTML and does not react yet.
    act(() => header.click());
    expect(header.textContent).toBe("header 1");
    act(() => main.click());
    expect(main.textContent).toBe("main 0");
    expect(isHydrating()).toBe(true);

    await act(async () => {
      await tick();
      await tick();
    });
    // Hydrated in place: the same elements, now live.
    expect(root.querySelector("main")).toBe(builtMain);
    act(() => main.click());
    expect(main.textContent).toBe("main 1");
    expect(isHydrating()).toBe(false);
  });

  it("renders at once when there is no built page (a client-side render)", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(container.querySelector("main")?.textContent).toBe("main 0");
  });
});

describe("the root wrappers", () => {
  it("tell a page's Head (rendered apart, needing no client state) from the page's root", () => {
    function Head(props: { data: object; pageContext: object; location: { pathname: string }; params: object }) {
      return <title>{props.location.pathname}</title>;
    }
    function LocationHandler() {
      return null;
    }
    expect(isPageHead(<Head data={{}} pageContext={{}} location={{ pathname: "/" }} params={{}} />)).toBe(true);
    expect(isPageHead(<LocationHandler />)).toBe(false);
    expect(isPageHead(null)).toBe(false);
  });
});
