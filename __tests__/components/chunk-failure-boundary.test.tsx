import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { ChunkFailureBoundary } from "../../src/components/chunk-failure-boundary/chunk-failure-boundary";
import { RELOAD_GUARD_KEY } from "../../src/lib/asset-failure";
import { lazyFailing } from "../helpers/lazy-failing";

class Outer extends React.Component<{ children: React.ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe("ChunkFailureBoundary", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    // React reports every caught error, and jsdom cannot reload a page: both only print.
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("loads the page again in full when a part's code cannot be loaded", async () => {
    const Part = lazyFailing(Object.assign(new Error("Loading chunk 417 failed."), { name: "ChunkLoadError" }));
    render(
      <Outer>
        <ChunkFailureBoundary>
          <p>page</p>
          <React.Suspense fallback={<p>loading</p>}>
            <Part />
          </React.Suspense>
        </ChunkFailureBoundary>
      </Outer>,
    );
    await screen.findByText("loading");
    // The lazy part rejects on a later turn, later still on a loaded machine: wait for the guard.
    await waitFor(() => expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toMatch(new RegExp(`^${window.location.href}\\|\\d+$`)));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lets any other error go on up, without a reload", async () => {
    const Part = lazyFailing(new Error("a bug"));
    render(
      <Outer>
        <ChunkFailureBoundary>
          <React.Suspense fallback={null}>
            <Part />
          </React.Suspense>
        </ChunkFailureBoundary>
      </Outer>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("a bug");
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
  });

  it("shows what it was given in the part's place, without a reload, when the page was loaded again for it moments ago", async () => {
    const guard = `${window.location.href}|${Date.now() - 2000}`;
    sessionStorage.setItem(RELOAD_GUARD_KEY, guard);
    const Part = lazyFailing(Object.assign(new Error("Loading chunk 417 failed."), { name: "ChunkLoadError" }));
    render(
      <ChunkFailureBoundary unavailable={<p>unavailable</p>}>
        <React.Suspense fallback={null}>
          <Part />
        </React.Suspense>
      </ChunkFailureBoundary>,
    );
    expect(await screen.findByText("unavailable")).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(guard);
  });
});
