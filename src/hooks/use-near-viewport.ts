import * as React from "react";
import { flushSync } from "react-dom";

/** How far beyond the screen, in screen heights above and below, an element counts as near. */
const MARGIN = 0.5;

/**
 * Whether an element has come within half a screen of the visible part of
 * the page, for parts that wait until the visitor comes near them: once
 * true, it stays true. The first answer is read in the next animation frame,
 * before the browser paints it (a part already in view never shows its
 * waiting state), the next ones come from an IntersectionObserver; without
 * one, everything counts as near. Read in the frame rather than as the part
 * renders, the element's box costs no layout of its own: the frame lays the
 * page out anyway, while a read as the part renders lays out the whole page
 * in the same task as the rendering (on a phone, the longest part of a
 * search's list), and the frame then lays it out again.
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
    let observer: IntersectionObserver | null = null;
    const frame = requestAnimationFrame(() => {
      const height = window.innerHeight;
      const box = element.getBoundingClientRect();
      if (box.top < height * (1 + MARGIN) && box.bottom > -height * MARGIN) {
        // Rendered in this frame, before its paint, whatever runtime renders the page.
        flushSync(() => setNear(true));
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${MARGIN * 100}% 0px` },
      );
      observer.observe(element);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [enabled, near, ref]);
  return [near, reveal];
}
