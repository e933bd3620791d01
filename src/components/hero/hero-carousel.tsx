import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Swiper as SwiperInstance } from "swiper";
import { LIMITS } from "../../config/site";
import { useCarriedLinks } from "../../hooks/use-carried-links";
import { useMediaQuery } from "../../hooks/use-media-query";
import { heroBorder } from "../../lib/service-content";
import * as styles from "./hero.module.css";

export interface HeroSlide {
  id: string;
  /** Sanitized HTML from the API (its images' loading set by the build: eager for the first slide). */
  content: string;
  border: string | null;
}

type SwiperClass = new (element: HTMLElement, options: Record<string, unknown>) => SwiperInstance;

/** Swiper's code, fetched when the carousel first moves or is touched, never during the page's load. */
export const loadSwiper = (): Promise<SwiperClass | null> => import("swiper").then((module) => module.default as unknown as SwiperClass);

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  intervalMs?: number;
  /** Where Swiper comes from (tests give a stand-in). */
  swiperLoader?: () => Promise<SwiperClass | null>;
}

/** Whether the visitor asked for less motion (read when needed: the server cannot know). */
const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * The hero carousel: slides change every 5 s and loop; pagination buttons;
 * a play/pause button (keyboard, translated label); paused when the visitor
 * prefers reduced motion; stopped for good when the focus enters a slide.
 * Until it runs, the play/pause button is drawn as it will be once the
 * carousel runs ("pause", or "play" for a visitor who
 * prefers reduced motion, which only the styles know then), so a tap on it
 * before the page has run does what its label said. The slides and their state are React's, and a CSS
 * transition slides them; Swiper adds touch swipes, loaded when the carousel
 * first moves or a pointer reaches it. The first slide is in the static
 * HTML, sized by CSS, with its image loaded eagerly.
 */
export function HeroCarousel({ slides, intervalMs = LIMITS.heroAutoplayMs, swiperLoader = loadSwiper }: HeroCarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [index, setIndex] = React.useState(0);
  const [userPaused, setUserPaused] = React.useState<boolean | null>(null);
  const [mounted, setMounted] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);
  const wrapper = React.useRef<HTMLDivElement>(null);
  const swiper = React.useRef<SwiperInstance | null>(null);
  useCarriedLinks(container, slides);
  const indexRef = React.useRef(index);
  const count = slides.length;
  const playing = mounted && count > 1 && (userPaused === null ? !reducedMotion : !userPaused);
  // What the control toggles: the carousel as the visitor sees it now, even if its first effects have not run yet.
  const togglePlaying = () => setUserPaused((paused) => (paused === null ? !prefersReducedMotion() : !paused));

  React.useEffect(() => setMounted(true), []);

  // Once the other slides are displayed, their images load at once, not when they slide into view:
  // the browser's lazy loading ignores images clipped by the carousel's frame.
  React.useEffect(() => {
    if (!mounted) return;
    for (const image of wrapper.current?.querySelectorAll("img[loading='lazy']") ?? []) image.setAttribute("loading", "eager");
  }, [mounted]);

  // Autoplay: the next slide after the interval; any change of slide restarts the count.
  React.useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, intervalMs]);

  // Swiper (touch swipes) only once the carousel moves or the visitor reaches for it: its code
  // and set-up stay out of the page's load, and the first slide is never re-laid out meanwhile.
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => {
    if (index !== 0) setWanted(true);
  }, [index]);
  React.useEffect(() => {
    if (!wanted || count < 2) return;
    let cancelled = false;
    swiperLoader()
      .then((Swiper) => {
        if (cancelled || !Swiper || !container.current) return;
        if (wrapper.current) wrapper.current.style.transform = "";
        swiper.current = new Swiper(container.current, {
          rewind: true,
          speed: prefersReducedMotion() ? 0 : 600,
          initialSlide: indexRef.current,
          on: { slideChange: (instance: SwiperInstance) => setIndex(instance.activeIndex) },
        });
      })
      .catch(() => undefined); // without Swiper the slides still change (without swipes)
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [wanted, count, swiperLoader]);

  React.useEffect(() => {
    indexRef.current = index;
    const instance = swiper.current;
    if (instance) {
      if (instance.activeIndex !== index) instance.slideTo(index);
    } else if (wrapper.current && mounted) {
      wrapper.current.style.transform = index ? `translateX(-${index * 100}%)` : "";
    }
  }, [index, mounted]);

  if (count === 0) return null;
  return (
    <section className={styles.hero} aria-roledescription={t("services:hero.carousel")} aria-label={t("services:hero.label")}>
      <div
        ref={container}
        className={`swiper ${styles.viewport}`}
        onPointerEnter={() => setWanted(true)}
        onTouchStart={() => setWanted(true)}
        // Focus on a slide's link stops the rotation for good (the control then offers to play): the
        // focused link never slides away. The visitor starts it again with the control.
        onFocus={() => {
          if (playing) setUserPaused(true);
        }}
      >
        {/* Until the carousel runs in the browser the other slides are not displayed (hero.module.css):
            nothing can show them before, and the page's load neither lays them out nor fetches their images. */}
        <div ref={wrapper} className={`swiper-wrapper ${styles.track}`} data-running={mounted || undefined} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              data-slide
              className={`swiper-slide ${styles.slide}`}
              data-border={heroBorder(slide.border)}
              role="group"
              aria-roledescription={t("services:hero.slideRole")}
              aria-label={t("services:hero.slide", { index: i + 1, count })}
              aria-hidden={i !== index}
              // Hidden slides' links leave the tab order, in the static HTML too (axe: aria-hidden-focus).
              // React 18 knows no `inert` prop: the empty string is passed through as the attribute.
              {...(i !== index ? { inert: "" } : {})}
              dangerouslySetInnerHTML={{ __html: slide.content }}
            />
          ))}
        </div>
      </div>
      {count > 1 && (
        // The slide count sizes the controls before their buttons are parsed (hero.module.css).
        <div className={styles.controls} style={{ "--slides": count } as React.CSSProperties}>
          <button
            type="button"
            className={styles.playPause}
            data-playing={mounted ? playing || undefined : "auto"}
            aria-label={mounted ? (playing ? t("services:hero.pause") : t("services:hero.play")) : undefined}
            onClick={togglePlaying}
          >
            {mounted ? (
              <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
            ) : (
              <>
                <span aria-hidden="true" className={`${styles.pauseIcon} ${styles.withMotion}`} />
                <span aria-hidden="true" className={`${styles.playIcon} ${styles.withoutMotion}`} />
                <span className={`visually-hidden ${styles.withMotion}`}>{t("services:hero.pause")}</span>
                <span className={`visually-hidden ${styles.withoutMotion}`}>{t("services:hero.play")}</span>
              </>
            )}
          </button>
          <ul className={styles.pagination} aria-label={t("services:hero.pagination")}>
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.bullet}
                  aria-label={t("services:hero.goTo", { index: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
