import * as React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { EARLY_TAPS_KEY, EARLY_TAPS_SCRIPT, replayEarlyTaps } from "../../src/lib/early-taps";

/** Runs the head's script as the page would, before anything of React is there. */
function runHeadScript(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the exact text the pages carry, as the browser runs it
  new Function(EARLY_TAPS_SCRIPT)();
}

function Toggle({ label }: { label: string }) {
  const [on, setOn] = React.useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn((value) => !value)}>
      {label}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Toggle label="menu" />
      <React.Suspense fallback={null}>
        <main>
          <Toggle label="pause" />
          <Toggle label="other" />
          <form action="/search/">
            <button type="submit">Find</button>
          </form>
        </main>
      </React.Suspense>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
  delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_KEY];
});

describe("taps before the page runs", () => {
  it("are kept once each, in order, and replayed into React once it hydrates the page", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Page />);
    document.body.appendChild(root);
    runHeadScript();
    const [menu, pause, other] = Array.from(root.querySelectorAll<HTMLButtonElement>("button[type=button]"));
    // Tapped before React: nothing answers yet; "pause" twice out of impatience.
    pause.click();
    menu.click();
    pause.click();
    expect(root.querySelectorAll("[aria-pressed=true]")).toHaveLength(0);

    await act(async () => {
      React.startTransition(() => {
        hydrateRoot(root, <Page />);
      });
      replayEarlyTaps(window);
    });
    // The same elements, now React's, each tapped once; the one not tapped untouched.
    expect([menu, pause, other].map((button) => button.getAttribute("aria-pressed"))).toEqual(["true", "true", "false"]);
    // From then on React answers by itself: the script no longer keeps anything.
    await act(async () => other.click());
    replayEarlyTaps(window);
    expect(other.getAttribute("aria-pressed")).toBe("true");
  });

  it("leaves links and forms to the browser, and does nothing on a page without the script", () => {
    document.body.innerHTML = `<form><button type="submit">Find</button></form><a href="#x">x</a>`;
    runHeadScript();
    document.querySelector<HTMLButtonElement>("button")!.addEventListener("click", (event) => event.preventDefault());
    document.querySelector<HTMLButtonElement>("button")!.click();
    document.querySelector<HTMLAnchorElement>("a")!.click();
    const take = (window as unknown as Record<string, () => HTMLElement[]>)[EARLY_TAPS_KEY];
    expect(take()).toEqual([]);
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_KEY];
    expect(() => replayEarlyTaps(window)).not.toThrow();
  });
});
