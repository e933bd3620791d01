import * as React from "react";
import { screen } from "@testing-library/react";
import { LazyPart } from "../../src/components/lazy-part/lazy-part";
import { RELOAD_GUARD_KEY } from "../../src/lib/asset-failure";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { lazyFailing } from "../helpers/lazy-failing";

describe("LazyPart", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    sessionStorage.clear();
  });

  it.each([
    ["fr", "Cette partie de la page n'a pas pu se charger.", "Recharger la page"],
    ["en", "This part of the page could not be loaded.", "Reload the page"],
  ] as const)("in %s, a part that still cannot load says so beside the rest of the page, with a button to reload", async (locale, text, button) => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, `${window.location.href}|${Date.now()}`);
    const Part = lazyFailing(new Error("Failed to fetch dynamically imported module: /417.js"));
    renderWithI18n(
      <>
        <p>the rest of the page</p>
        <LazyPart fallback={<p>loading</p>}>
          <Part />
        </LazyPart>
      </>,
      locale,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
    expect(screen.getByText("the rest of the page")).toBeInTheDocument();
  });

  it("shows the part once its code is there", async () => {
    const Part = React.lazy(() => Promise.resolve({ default: () => <p>the form</p> }));
    renderWithI18n(
      <LazyPart>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByText("the form")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
