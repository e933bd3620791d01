import * as React from "react";
import { flushSync } from "react-dom";

/** How far beyond the screen, in screen heights above and below, an element counts as near. */
const MARGIN = 0.5;

/**
 * One observer for every element that waits (a search's list has dozens),
 * made when the first one starts waiting and dropped with the last.
 */
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Set<() => void>>();

function unwatch(element: Element, onNear: () => void): void {
  const callbacks = waiting.get(element);
  if (!callbacks?.delete(onNear) || callbacks.size > 0) return;
  waiting.delete(element);
  observer?.unobserve(element);
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/** Calls `onNear` once, when `element` comes within the margin of the screen; the returned function stops waiting. */
function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const callback of [...(waiting.get(entry.target) ?? [])]) {
          unwatch(entry.target, callback);
          callback();
        }
      }
    },
    { rootMargin: `${MARGIN * 100}% 0px` },
  );
  const callbacks = waiting.get(element) ?? new Set();
  if (callbacks.size === 0) observer.observe(element);
  waiting.set(element, callbacks.add(onNear));
  return () => unwatch(element, onNear);
}

/**
 * Whether an element has come within half a screen of the visible part of
 * the page, for parts that wait until the visitor comes near them: once
 * true, it stays true. The first answer is read in the next animation frame,
 * before the browser paints it (a part already in view never shows its
 * waiting state), the next ones from an IntersectionObserver shared by all
 * the elements that wait; without
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
    let stop: (() => void) | null = null;
    const frame = requestAnimationFrame(() => {
      const height = window.innerHeight;
      const box = element.getBoundingClientRect();
      // An element not displayed (no box at all) is not near: the observer says when it shows.
      const displayed = box.bottom > box.top || box.right > box.left;
      if (displayed && box.top < height * (1 + MARGIN) && box.bottom > -height * MARGIN) {
        // Rendered in this frame, before its paint, whatever runtime renders the page.
        flushSync(() => setNear(true));
        return;
      }
      stop = watch(element, reveal);
    });
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
  }, [enabled, near, ref, reveal]);
  return [near, reveal];
}
