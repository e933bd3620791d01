import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { useMounted, useMountedInNextTask } from "../../src/hooks/use-mounted";
import { partCode } from "../support/hydration";

function Probe({ hook }: { hook: () => boolean }) {
  return <p>{hook() ? "mounted" : "first render"}</p>;
}

describe("useMounted", () => {
  it("is false in the first render and true once its effects ran", () => {
    render(<Probe hook={useMounted} />);
    expect(screen.getByText("mounted")).toBeTruthy();
  });
});

describe("useMountedInNextTask", () => {
  it("stays false through the task that ran the first effects, then turns true in a later task", async () => {
    render(<Probe hook={useMountedInNextTask} />);
    // render() ran every effect and the updates they made: the plain hook would already say mounted.
    expect(screen.getByText("first render")).toBeTruthy();
    expect(await screen.findByText("mounted")).toBeTruthy();
  });
});

describe("useMountedInNextTask above a part still hydrating", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("waits for that part to hydrate instead of making React throw its HTML away (error #421)", async () => {
    // A part whose code has not arrived in the browser yet: it stays as the server's HTML, not hydrated.
    const code = partCode();
    function Part({ mounted }: { mounted: boolean }) {
      code.need();
      return <p>{mounted ? "part, mounted" : "part"}</p>;
    }
    function Template() {
      const mounted = useMountedInNextTask();
      return (
        <div>
          <React.Suspense fallback={null}>
            <Part mounted={mounted} />
          </React.Suspense>
        </div>
      );
    }

    const { container, recoverable, built } = await code.hydrate(<Template />, { selector: "p" });
    // The template ran and a later task came: the part is still the server's HTML.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector("p")?.textContent).toBe("part");

    await code.arrive();
    expect(await screen.findByText("part, mounted")).toBeTruthy();
    expect(recoverable).toEqual([]);
    // Hydrated, not rendered again from scratch: the server's element is the one on the page.
    expect(container.querySelector("p")).toBe(built);
  });
});
