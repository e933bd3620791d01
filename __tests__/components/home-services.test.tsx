import * as React from "react";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { Accordion } from "../../src/components/accordion/accordion";
import { HeroCarousel, type HeroSlide } from "../../src/components/hero/hero-carousel";
import { ServicePanel, DESKTOP_QUERY } from "../../src/components/service-panel/service-panel";
import { ServiceCard } from "../../src/components/service-card/service-card";
import { HtmlContent } from "../../src/components/html-content/html-content";
import { HeroBanner } from "../../src/components/hero/hero-banner";
import { apiClient } from "../../src/api-client/client";
import { useAppState } from "../../src/state/app-state";
import { renderWithI18n, settleCookieRead, staticHtml } from "../helpers/render-with-i18n";
import { sanitize } from "../../plugins/gatsby-source-uniglass/sanitize";

const items = [
  { title: "Will the chip disappear?", content: "<p>Not entirely.</p>" },
  { title: "Is it covered?", content: "<p>Often with no deductible.</p>" },
  { title: "How long does it take?", content: "<p>About 30 minutes.</p>" },
];

describe("Accordion", () => {
  it("starts closed, with buttons in headings that control their panels", () => {
    renderWithI18n(<Accordion items={items} />, "en");
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button.closest("h3")).not.toBeNull();
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
      expect(panel).not.toBeVisible();
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
    }
  });

  it("opens one item at a time, and closes the open one on a second click", () => {
    renderWithI18n(<Accordion items={items} />, "en");
    const [first, second] = screen.getAllByRole("button");
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Will the chip disappear?" })).toHaveTextContent("Not entirely.");
    fireEvent.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);
    fireEvent.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("moves focus with the arrow keys, Home and End, wrapping around", () => {
    renderWithI18n(<Accordion items={items} />, "en");
    const [first, second, third] = screen.getAllByRole("button");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: "End" });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: "ArrowDown" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: "ArrowUp" });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: "Home" });
    expect(first).toHaveFocus();
  });
});

/** matchMedia that answers `matches` for one query (and false for the others). */
function mockMedia(matching: string | null) {
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === matching,
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const slides: HeroSlide[] = [1, 2, 3].map((n) => ({
  id: `slide-${n}`,
  border: n === 2 ? "red" : "blue",
  content: `<h2>Slide ${n}</h2><a href="/emplacement">Go</a><img src="/media/slides/${n}.webp" width="1600" height="600" alt="Picture ${n}" loading="${n === 1 ? "eager" : "lazy"}">`,
}));

const noSwiper = () => Promise.resolve(null);

function currentSlide(): string | null {
  return (
    within(screen.getByRole("list", { name: "Choose a slide" }))
      .getAllByRole("button")
      .find((b) => b.getAttribute("aria-current") === "true")
      ?.getAttribute("aria-label") ?? null
  );
}

describe("HeroCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMedia(null);
  });
  afterEach(() => jest.useRealTimers());

  it("changes slide every 5000 ms and loops back to the first", async () => {
    renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "en");
    await settleCookieRead();
    expect(currentSlide()).toBe("Show slide 1");
    act(() => jest.advanceTimersByTime(4999));
    expect(currentSlide()).toBe("Show slide 1");
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toBe("Show slide 2");
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toBe("Show slide 3");
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toBe("Show slide 1");
  });

  it("pauses and plays with its translated button, and the pagination goes to a slide", async () => {
    renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "fr");
    await settleCookieRead();
    const pause = screen.getByRole("button", { name: "Mettre le carrousel en pause" });
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName("Faire défiler le carrousel");
    act(() => jest.advanceTimersByTime(20000));
    expect(screen.getByRole("button", { name: "Afficher la diapositive 1" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Afficher la diapositive 3" }));
    expect(screen.getByRole("button", { name: "Afficher la diapositive 3" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName("Mettre le carrousel en pause");
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole("button", { name: "Afficher la diapositive 1" })).toHaveAttribute("aria-current", "true");
  });

  it("is paused when the visitor prefers reduced motion", async () => {
    mockMedia("(prefers-reduced-motion: reduce)");
    renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "en");
    await settleCookieRead();
    expect(screen.getByRole("button", { name: "Play the carousel" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15000));
    expect(currentSlide()).toBe("Show slide 1");
  });

  it("renders every slide as the build sanitized it, the others hidden", () => {
    const { container } = renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "en");
    const groups = container.querySelectorAll("[data-slide]");
    expect(groups).toHaveLength(3);
    expect(groups[0].innerHTML).toBe(slides[0].content);
    expect(groups[1]).toHaveAttribute("aria-hidden", "true");
    expect(groups[1]).toHaveAttribute("data-border", "red");
    expect(groups[0]).toHaveAttribute("aria-label", "Slide 1 of 3");
  });

  // The stylesheet displays the other slides only on a running track: the static HTML's load neither
  // lays them out nor fetches their images.
  it("marks its track as running only in the browser, not in the static HTML, then loads every slide's image", () => {
    const html = staticHtml(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "en");
    expect(html).toContain("swiper-wrapper");
    expect(html).not.toContain("data-running");
    const { container } = renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "en");
    expect(container.querySelector(".swiper-wrapper")).toHaveAttribute("data-running", "true");
    // Then the other slides' images load without waiting to slide into view.
    expect([...container.querySelectorAll("[data-slide] img")].map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "eager"]);
  });

  // A rendered attribute, not an effect: the static HTML has it too (axe: aria-hidden-focus before hydration).
  it("takes hidden slides out of the tab order with the inert attribute, and follows the current slide", async () => {
    const { container } = renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "en");
    await settleCookieRead();
    const inert = () => [...container.querySelectorAll("[data-slide]")].map((slide) => slide.hasAttribute("inert"));
    expect(inert()).toEqual([false, true, true]);
    act(() => jest.advanceTimersByTime(5000));
    expect(inert()).toEqual([true, false, true]);
  });

  it("hands the slides to Swiper once the carousel first moves, and follows its slide changes", async () => {
    const instances: { options: Record<string, unknown>; slideTo: jest.Mock }[] = [];
    class FakeSwiper {
      activeIndex = 0;
      slideTo = jest.fn((i: number) => {
        this.activeIndex = i;
      });
      destroy = jest.fn();
      constructor(
        _element: HTMLElement,
        public options: Record<string, unknown>,
      ) {
        instances.push(this);
      }
    }
    const loader = () => Promise.resolve(FakeSwiper as never);
    renderWithI18n(<HeroCarousel slides={slides} swiperLoader={loader} />, "en");
    await act(async () => {
      jest.advanceTimersByTime(100);
      await Promise.resolve();
    });
    expect(instances).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(5000);
      await Promise.resolve();
    });
    expect(instances).toHaveLength(1);
    expect(instances[0].options).toMatchObject({ rewind: true, initialSlide: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3" }));
    expect(instances[0].slideTo).toHaveBeenCalledWith(2);
    const on = instances[0].options.on as { slideChange: (s: { activeIndex: number }) => void };
    act(() => on.slideChange({ activeIndex: 1 }));
    expect(currentSlide()).toBe("Show slide 2");
  });

  it("renders nothing without slides, and no controls for a single slide", () => {
    const { container } = renderWithI18n(<HeroCarousel slides={[]} swiperLoader={noSwiper} />, "en");
    expect(container.querySelector("section")).toBeNull();
    renderWithI18n(<HeroCarousel slides={slides.slice(0, 1)} swiperLoader={noSwiper} />, "en");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

/** Shows the "open estimate form" state the panel dispatches (the form itself is another issue). */
function EstimateProbe() {
  const { estimateForm } = useAppState();
  return <output data-testid="estimate">{estimateForm.active ? estimateForm.slug : "closed"}</output>;
}

function AppointmentProbe() {
  const { appointmentForm } = useAppState();
  return <output data-testid="appointment">{appointmentForm.active ? appointmentForm.slug : "closed"}</output>;
}

describe("ServicePanel", () => {
  afterEach(() => Cookies.remove("uniglass_FavoriteStore", { path: "/" }));

  it("is sticky 20 px from the top from 992 px", () => {
    mockMedia(DESKTOP_QUERY);
    renderWithI18n(<ServicePanel />, "en");
    const panel = screen.getByRole("complementary", { name: "My shop" });
    expect(DESKTOP_QUERY).toBe("(min-width: 992px)");
    expect(panel).toHaveStyle({ position: "sticky", top: "20px" });
  });

  it("is not sticky below 992 px", () => {
    mockMedia(null);
    renderWithI18n(<ServicePanel />, "en");
    const panel = screen.getByRole("complementary", { name: "My shop" });
    expect(panel.style.position).toBe("");
    expect(panel).not.toHaveAttribute("data-sticky");
  });

  it("without a favourite, finds the nearest shop and opens the estimate request for it", async () => {
    mockMedia(null);
    const nearest = {
      id: 7,
      storeId: "UG-7",
      name: "Uniglass Laval",
      slug: "uniglass-laval",
      streetAddress: "1 rue",
      city: "Laval",
      state: "QC",
      zipCode: "H7N 1A1",
      latitude: 45.5,
      longitude: -73.7,
      phone: "450-555-0100",
      timezone: "America/Toronto",
      distance: 1.2,
    };
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: [nearest], status: 200, headers: {} });
    renderWithI18n(
      <>
        <ServicePanel />
        <EstimateProbe />
      </>,
      "fr",
    );
    expect(screen.getByTestId("estimate")).toHaveTextContent("closed");
    fireEvent.change(screen.getByRole("combobox", { name: "Code postal, ville ou adresse" }), { target: { value: "H7N 1A1" } });
    fireEvent.click(screen.getByRole("button", { name: "Trouver" }));
    // The first search loads the API client (a dynamic import, slow on a busy machine).
    expect(await screen.findByText("Atelier le plus près : Uniglass Laval", undefined, { timeout: 10000 })).toBeInTheDocument();
    // The panel opens the form from an effect once the shop is shown: a render later.
    await waitFor(() => expect(screen.getByTestId("estimate")).toHaveTextContent("uniglass-laval"));
    expect(get.mock.calls[0][0]).toContain("/stores/search");
    get.mockRestore();
  }, 15000);

  it("with a favourite, offers to book at that shop (open appointment form with its slug)", async () => {
    mockMedia(null);
    const favourite = {
      id: 8,
      storeId: "UG-8",
      name: "Uniglass Gatineau",
      slug: "uniglass-gatineau",
      streetAddress: "2 rue",
      city: "Gatineau",
      state: "QC",
      zipCode: "J8X 1A1",
      latitude: 45.4,
      longitude: -75.7,
      phone: "819-555-0100",
      timezone: "America/Toronto",
    };
    Cookies.set("uniglass_FavoriteStore", "uniglass-gatineau", { path: "/" });
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: favourite, status: 200, headers: {} });
    renderWithI18n(
      <>
        <ServicePanel />
        <AppointmentProbe />
      </>,
      "fr",
    );
    // The favourite's fetch loads the API client first (a dynamic import, slow on a busy machine).
    fireEvent.click(await screen.findByRole("button", { name: "Prendre rendez-vous chez Uniglass Gatineau" }, { timeout: 10000 }));
    expect(screen.getByTestId("appointment")).toHaveTextContent("uniglass-gatineau");
    get.mockRestore();
  });

  it("with a favourite that has coupons, shows them at once, without a view-offers link", async () => {
    mockMedia(null);
    const coupons = [
      { id: 1, title: "Réparation d'éclat gratuite", imageMedium: "/media/coupons/chip-repair-medium.webp" },
      { id: 2, title: "Balais d'essuie-glace à 15 % de rabais", imageMedium: "/media/coupons/wiper-blades-medium.webp" },
      { id: 3, title: "Un troisième", imageMedium: "/media/coupons/side-window-medium.webp" },
    ];
    const favourite = {
      id: 8,
      storeId: "UG-8",
      name: "Uniglass Gatineau",
      slug: "uniglass-gatineau",
      streetAddress: "2 rue",
      city: "Gatineau",
      state: "QC",
      zipCode: "J8X 1A1",
      latitude: 45.4,
      longitude: -75.7,
      phone: "819-555-0100",
      timezone: "America/Toronto",
      coupons,
    };
    Cookies.set("uniglass_FavoriteStore", "uniglass-gatineau", { path: "/" });
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: favourite, status: 200, headers: {} });
    renderWithI18n(<ServicePanel />, "fr");
    const offers = await screen.findByRole("region", { name: /Uniglass Gatineau/ });
    expect(
      within(offers)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([coupons[0].title, coupons[1].title]);
    expect(screen.queryByRole("button", { name: /Voir les offres/ })).toBeNull();
    get.mockRestore();
  });
});

describe("ServiceCard", () => {
  it("cuts a summary longer than 300 characters to 300 plus an ellipsis", () => {
    const long = "Un éclat se répare vite. ".repeat(20);
    renderWithI18n(<ServiceCard title="Réparation" summary={long} href="/services/" />, "fr");
    const text = screen.getByText(/^Un éclat/).textContent;
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(301);
  });

  it("does not render an image whose URL is not jpeg, jpg, png, gif or webp", () => {
    const { container } = renderWithI18n(<ServiceCard title="A" summary="B" href="/services/" image="/media/file.pdf" />, "fr");
    expect(container.querySelector("img")).toBeNull();
  });

  it("renders a valid image with width, height, lazy loading and its alt text", () => {
    const { container } = renderWithI18n(<ServiceCard title="A" summary="B" href="/services/" image="/media/a.webp" imageAlt="Pare-brise neuf" />, "fr");
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "500");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("alt", "Pare-brise neuf");
  });
});

describe("HtmlContent", () => {
  afterEach(() => window.history.pushState({}, "", "/"));

  it("carries ctn into internal links after hydration, not external ones", () => {
    window.history.pushState({}, "", "/services/?ctn=5145550199");
    const { container } = renderWithI18n(<HtmlContent html={'<p><a href="/emplacement">Here</a> <a href="https://example.com/">There</a></p>'} />, "fr");
    const [internal, external] = container.querySelectorAll("a");
    expect(internal).toHaveAttribute("href", "/emplacement?ctn=5145550199");
    expect(external).toHaveAttribute("href", "https://example.com/");
  });

  /**
   * Sanitized HTML whose attributes hold quotes and markup: adding ctn must
   * not change what it means. A regular expression over the HTML read the
   * title's text as an href and turned the rest into attributes of the link.
   */
  const payloads = [
    `<a title="z href='/a?">'" onmouseover=alert(1) style=position:fixed;inset:0 x=y</a>`,
    `<a title='x href="/b?' href="/emplacement/?q='"><img src=x onerror=alert(1)>">A</a>`,
    `<a href="/c?x=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">C</a>`,
    `<p title="<a href='/d?'>">D</p><a href="/e">E</a>`,
    `<a href="/f#'onfocus='alert(1)'">F</a>`,
  ];

  it.each(payloads)("adds ctn without re-opening the sanitized HTML: %s", (payload) => {
    const sanitized = sanitize(payload);
    const reference = document.createElement("div");
    reference.innerHTML = sanitized;
    const ctn = `"'><img src=x onerror=alert(1)> onmouseover=alert(2)`;
    window.history.pushState({}, "", `/services/?ctn=${encodeURIComponent(ctn)}`);
    const { container } = renderWithI18n(<HtmlContent html={sanitized} />, "fr");
    const root = container.firstElementChild!;
    // Same elements and the same attributes, only internal hrefs changed, and only by ctn.
    const shape = (element: Element) => [...element.querySelectorAll("*")].map((e) => `${e.tagName}[${e.getAttributeNames().join(",")}]`);
    expect(shape(root)).toEqual(shape(reference));
    for (const element of root.querySelectorAll("*")) {
      expect(element.getAttributeNames().filter((name) => name.startsWith("on") || name === "style")).toEqual([]);
    }
    const before = [...reference.querySelectorAll("a")];
    [...root.querySelectorAll("a")].forEach((anchor, i) => {
      expect(anchor.getAttribute("title")).toBe(before[i].getAttribute("title"));
      const original = before[i].getAttribute("href");
      if (original?.startsWith("/") && !original.startsWith("//")) {
        const url = new URL(anchor.getAttribute("href")!, "https://x.test");
        expect(url.searchParams.get("ctn")).toBe(ctn);
        expect(url.pathname).toBe(new URL(original, "https://x.test").pathname);
      } else {
        expect(anchor.getAttribute("href")).toBe(original);
      }
    });
  });
});

describe("HeroBanner (static)", () => {
  const desktop = { src: "/media/banner.webp", width: 1600, height: 600 };
  const mobile = { src: "/media/banner-mobile.webp", width: 750, height: 900 };

  it("shows a desktop and a mobile image in a picture, with sizes and alt text", () => {
    const { container } = renderWithI18n(<HeroBanner kind="images" desktop={desktop} mobile={mobile} alt="Pare-brise neuf" border="purple" />, "fr");
    const picture = container.querySelector("picture")!;
    expect(picture.querySelector("source")).toHaveAttribute("srcset", mobile.src);
    expect(picture.querySelector("source")).toHaveAttribute("media", "(max-width: 767px)");
    const img = picture.querySelector("img")!;
    expect(img).toHaveAttribute("src", desktop.src);
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveAttribute("alt", "Pare-brise neuf");
  });

  it("renders nothing for an image URL that is not an image", () => {
    const { container } = renderWithI18n(<HeroBanner kind="images" desktop={{ ...desktop, src: "/media/banner.pdf" }} mobile={mobile} alt="x" />, "fr");
    expect(container.querySelector("picture")).toBeNull();
  });

  describe("with a maps key", () => {
    const previous = process.env.GATSBY_GOOGLE_MAPS_KEY;
    beforeAll(() => {
      process.env.GATSBY_GOOGLE_MAPS_KEY = "test-key";
    });
    afterAll(() => {
      process.env.GATSBY_GOOGLE_MAPS_KEY = previous;
    });

    it("shows a store's static map (640x480) and a directions link opening in a new tab", () => {
      renderWithI18n(<HeroBanner kind="map" store={{ name: "Uniglass Laval", latitude: 45.57, longitude: -73.72 }} />, "en");
      const map = screen.getByRole("img", { name: "Map showing where Uniglass Laval is" });
      expect(map.getAttribute("src")).toContain("zoom=18");
      expect(map).toHaveAttribute("width", "640");
      const link = screen.getByRole("link", { name: /Get directions to Uniglass Laval/ });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("href")).toContain("destination=45.57%2C-73.72");
    });

    it("shows nothing for a store without a position", () => {
      const { container } = renderWithI18n(<HeroBanner kind="map" store={{ name: "X", latitude: null, longitude: null }} />, "en");
      expect(container.querySelector("img")).toBeNull();
    });
  });
});
