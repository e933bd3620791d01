import * as React from "react";
import { render, screen } from "@testing-library/react";
import { ChunkFailureBoundary } from "../../src/components/chunk-failure-boundary/chunk-failure-boundary";
import { RELOAD_GUARD_KEY } from "../../src/lib/asset-failure";

class Outer extends React.Component<{ children: React.ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function lazyFailing(error: Error) {
  return React.lazy(() => Promise.reject(error));
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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toMatch(new RegExp(`^${window.location.href}\\|\\d+$`));
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
});
