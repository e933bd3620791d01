import * as React from "react";
import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { LocationProvider, createHistory } from "@gatsbyjs/reach-router";
import { StaticIsland } from "../../src/components/static-island/static-island";
import { carryParamsInLinks } from "../../src/lib/carried-links";

const history = createHistory(window as unknown as Parameters<typeof createHistory>[0]);

function Page({ label }: { label: string }) {
  return (
    <LocationProvider history={history}>
      <StaticIsland as="nav" name="links" aria-label="Liens">
        <a href="/a-propos/">{label}</a>
      </StaticIsland>
    </LocationProvider>
  );
}

describe("StaticIsland", () => {
  it("keeps the built HTML while the page is hydrated, and renders its children once the page changes", async () => {
    window.history.replaceState(null, "", "/plan-du-site/");
    const container = document.createElement("div");
    container.innerHTML = '<nav data-island="links" aria-label="Liens"><a href="/a-propos/">Écrit par le build</a></nav>';
    document.body.appendChild(container);
    const built = container.querySelector("a");
    await act(async () => {
      hydrateRoot(container, <Page label="Rendu dans le navigateur" />, { onRecoverableError: () => undefined });
    });
    // The very same element, untouched: nothing of the island was rendered again.
    expect(container.querySelector("a")).toBe(built);
    expect(container.textContent).toBe("Écrit par le build");
    await act(async () => {
      void history.navigate("/en/site-map/");
    });
    // The navigation re-renders on a later tick: wait for it rather than for a fixed time (a busy CI machine is slow).
    await waitFor(() => expect(container.textContent).toBe("Rendu dans le navigateur"));
    container.remove();
  });

  it("renders its children when there is no built HTML (client-side navigation)", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      createRoot(container).render(<Page label="Rendu dans le navigateur" />);
    });
    expect(container.querySelector('nav[data-island="links"] a')?.textContent).toBe("Rendu dans le navigateur");
    container.remove();
  });

  it("calls a function child only when it renders, never while the built HTML is kept", async () => {
    window.history.replaceState(null, "", "/blog/");
    const container = document.createElement("div");
    container.innerHTML = '<ul data-island="posts"><li>Du build</li></ul>';
    document.body.appendChild(container);
    const render = jest.fn(() => <li>Du navigateur</li>);
    await act(async () => {
      hydrateRoot(
        container,
        <LocationProvider history={history}>
          <StaticIsland as="ul" name="posts">
            {render}
          </StaticIsland>
        </LocationProvider>,
        { onRecoverableError: () => undefined },
      );
    });
    expect(render).not.toHaveBeenCalled();
    expect(container.textContent).toBe("Du build");
    await act(async () => {
      void history.navigate("/en/blog/");
    });
    // The navigation re-renders on a later tick: wait for it, as above.
    await waitFor(() => expect(container.textContent).toBe("Du navigateur"));
    expect(render).toHaveBeenCalled();
    container.remove();
  });

  it("puts the carried query (ctn) on the built links it keeps", async () => {
    const { CarriedParamsProvider } = await import("../../src/hooks/use-carried-params");
    window.history.replaceState(null, "", "/carrieres/?ctn=abc123");
    const container = document.createElement("div");
    container.innerHTML = '<nav data-island="menu"><a href="/a-propos/">À propos</a><a href="https://www.facebook.com/uniglass">Facebook</a></nav>';
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(
        container,
        <LocationProvider history={history}>
          <CarriedParamsProvider search="?ctn=abc123">
            <StaticIsland as="nav" name="menu">
              {() => <a href="/a-propos/">À propos</a>}
            </StaticIsland>
          </CarriedParamsProvider>
        </LocationProvider>,
        { onRecoverableError: () => undefined },
      );
    });
    const [inside, outside] = Array.from(container.querySelectorAll("a"));
    expect(inside.getAttribute("href")).toBe("/a-propos/?ctn=abc123");
    expect(outside.getAttribute("href")).toBe("https://www.facebook.com/uniglass");
    container.remove();
  });
});

describe("carryParamsInLinks", () => {
  const hrefs = (root: Element) => Array.from(root.querySelectorAll("a")).map((a) => a.getAttribute("href"));

  it("adds the carried query to internal links only, and gives each its own href back when nothing is carried any more", () => {
    const root = document.createElement("div");
    root.innerHTML = '<a href="/a-propos/">a</a><a href="/blog/?page=2#top">b</a><a href="https://example.com/">c</a><a href="tel:+15145550100">d</a>';
    carryParamsInLinks(root, { ctn: "abc" });
    expect(hrefs(root)).toEqual(["/a-propos/?ctn=abc", "/blog/?page=2&ctn=abc#top", "https://example.com/", "tel:+15145550100"]);
    carryParamsInLinks(root, {});
    expect(hrefs(root)).toEqual(["/a-propos/", "/blog/?page=2#top", "https://example.com/", "tel:+15145550100"]);
  });
});
