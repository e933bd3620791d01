/** @jest-environment jsdom */
import { islandLinkTarget, listenToIslandLinks } from "../../src/lib/island-links";

function setUp(html: string) {
  document.body.innerHTML = html;
}

describe("links inside static islands", () => {
  const host = { navigate: jest.fn(), prefetch: jest.fn() };
  beforeAll(() => listenToIslandLinks(document, host));
  beforeEach(() => {
    host.navigate.mockReset();
    host.prefetch.mockReset();
    window.history.replaceState(null, "", "/services/?ctn=radio");
  });

  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };

  it("navigates client-side to a page of the site, keeping the carried ctn", () => {
    setUp('<div data-island="footer"><a id="in" href="/a-propos/#equipe">À propos</a></div>');
    const event = click("#in");
    expect(event.defaultPrevented).toBe(true);
    expect(host.navigate).toHaveBeenCalledWith("/a-propos/?ctn=radio#equipe");
  });

  it("leaves to the browser links outside islands, to other origins, new tabs, files, the API and modified clicks", () => {
    setUp(`
      <a id="outside" href="/a-propos/">x</a>
      <div data-island="footer">
        <a id="other" href="https://www.facebook.com/">x</a>
        <a id="blank" href="/promotions/" target="_blank">x</a>
        <a id="file" href="/sitemap-index.xml">x</a>
        <a id="api" href="/api/stores/">x</a>
        <a id="ctrl" href="/promotions/">x</a>
      </div>`);
    for (const id of ["#outside", "#other", "#blank", "#file", "#api"]) expect(click(id).defaultPrevented).toBe(false);
    expect(click("#ctrl", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it("does not navigate twice when a component already handled the click", () => {
    setUp('<div data-island="footer"><a id="in" href="/a-propos/">x</a></div>');
    document.querySelector("#in")!.addEventListener("click", (event) => event.preventDefault());
    click("#in");
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it("prefetches the page a pointer or the focus reaches", () => {
    setUp('<div data-island="footer"><a id="in" href="/promotions/?x=1"><span id="inner">Promotions</span></a></div>');
    document.querySelector("#inner")!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(host.prefetch).toHaveBeenCalledWith("/promotions/");
    expect(islandLinkTarget(document.querySelector("#in")!, window.location.origin)).toBe("/promotions/?x=1");
  });

  it("routes the site's own marked anchors outside islands (RouteLink, the language switcher) client-side, keeps ctn, and prefetches its page on touch", () => {
    setUp('<main><a id="card" data-site-link="" href="/emplacement/uniglass-laval/">Uniglass Laval</a><a id="plain" href="/a-propos/">x</a></main>');
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelector("#card")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(host.navigate).toHaveBeenCalledWith("/emplacement/uniglass-laval/?ctn=radio");
    document.querySelector("#card")!.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(host.prefetch).toHaveBeenCalledWith("/emplacement/uniglass-laval/");
    // An unmarked anchor outside an island (HTML from the API) is left to the browser.
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelector("#plain")!.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });
});
