import * as React from "react";
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { isPageHead, useHydrating } from "../../src/lib/hydration";

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <span>{String(hydrating)}</span>;
}

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
      <React.Suspense fallback={null}>
        <main>
          <Counter label="main" />
        </main>
      </React.Suspense>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hydration", () => {
  it("tells a part it is being hydrated, and not once hydrated nor when rendered in the browser", async () => {
    const html = renderToString(<Probe seen={[]} />);
    const root = document.createElement("div");
    root.innerHTML = html;
    document.body.appendChild(root);
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(root, <Probe seen={seen} />);
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    const rendered: boolean[] = [];
    const other = document.createElement("div");
    await act(async () => createRoot(other).render(<Probe seen={rendered} />));
    expect(rendered).toEqual([false]);
  });

  it("answers a tap on a part not hydrated yet at once, without losing it", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Page />);
    document.body.appendChild(root);
    const builtMain = root.querySelector("main");
    const main = root.querySelectorAll("button")[1];
    await act(async () => {
      React.startTransition(() => {
        hydrateRoot(root, <Page />);
      });
      // Before React has hydrated anything: it hydrates the part at once, then runs the tap.
      main.click();
    });
    expect(main.textContent).toBe("main 1");
    expect(root.querySelector("main")).toBe(builtMain);
  });

  it("tells a page's Head (rendered apart, needing no client state) from the page's root", () => {
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
