import * as React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { HeroCarousel, type HeroSlide } from "../../src/components/hero/hero-carousel";
import { HeroBanner } from "../../src/components/hero/hero-banner";
import { renderWithI18n, settleCookieRead, staticHtml } from "../helpers/render-with-i18n";
import { mockMedia } from "../helpers/mock-media";
import { probesFor } from "../../scripts/bench/lighthouse/probes";

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

  it("has the pause button the speed benchmark taps from the first paint, and its label says play once tapped", async () => {
    const { control, worked } = probesFor("home", "fr").candidates[0];
    const built = document.createElement("div");
    built.innerHTML = staticHtml(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "fr");
    expect(built.querySelector(control)).not.toBeNull();
    const { container } = renderWithI18n(<HeroCarousel slides={slides} swiperLoader={noSwiper} />, "fr");
    await settleCookieRead();
    const button = container.querySelector(control)!;
    expect(worked).toMatchObject({ kind: "attribute", name: "aria-label", to: "Faire défiler le carrousel" });
    expect(button).toHaveAttribute("aria-label", "Mettre le carrousel en pause");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-label", "Faire défiler le carrousel");
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

describe("HeroBanner store-map variant without a key", () => {
  it("shows the favourite shop on the keyless map, with directions in a new tab", async () => {
    renderWithI18n(<HeroBanner kind="map" store={{ name: "Ziebart Laval", latitude: 45.56, longitude: -73.72 }} />, "en");
    const banner = screen.getByTestId("store-map-banner");
    expect(await within(banner).findByRole("img", { name: /Ziebart Laval/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(banner).getByRole("link", { name: /Ziebart Laval/ })).toHaveAttribute("target", "_blank");
  });

  it("renders nothing without a position", () => {
    const { container } = renderWithI18n(<HeroBanner kind="map" store={{ name: "Nowhere", latitude: null, longitude: null }} />, "en");
    expect(container.querySelector("svg")).toBeNull();
  });
});
