import * as React from "react";

/** How far beyond the screen, in screen heights above and below, an element counts as near. */
const MARGIN = 0.5;

/**
 * Whether an element has come within half a screen of the visible part of
 * the page, for parts that wait until the visitor comes near them: once
 * true, it stays true. The first answer is read before the browser paints
 * (a part already in view never shows its waiting state), the next ones come
 * from an IntersectionObserver; without one, everything counts as near.
 * `reveal` makes it true at once, e.g. when the focus enters the part. With
 * `enabled` false, nothing is measured (a list still rendering moves what
 * follows it).
 */
export function useNearViewport(ref: React.RefObject<Element | null>, enabled = true): [boolean, () => void] {
  const [near, setNear] = React.useState(false);
  const reveal = React.useCallback(() => setNear(true), []);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const height = window.innerHeight;
    const box = element.getBoundingClientRect();
    if (box.top < height * (1 + MARGIN) && box.bottom > -height * MARGIN) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${MARGIN * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, ref]);
  return [near, reveal];
}
