/**
 * The script the control probe adds to every document it loads (before the
 * page's own scripts). Plain JavaScript in a string: it runs in the page, and
 * functions compiled for Node do not survive being sent there.
 *
 * It keeps `window.__bench`: first contentful paint, the largest-contentful-
 * paint entries, layout shifts, the chosen control and the moment its effect
 * first showed (checked on every DOM mutation), the native form submissions it
 * stopped, and for the home page the boxes of the hero's first image frame by
 * frame (document coordinates) while it is the visible slide.
 */
import type { ProbeSpec } from "./probes";

export interface ProbeScriptOptions {
  candidates: ProbeSpec[];
  /** Let a native form submission load its page (the form's plain-HTML fallback) instead of stopping it. */
  followSubmit: boolean;
  /** Selector of the hero whose first image is watched. */
  heroSection?: string;
}

export function probeScript(options: ProbeScriptOptions): string {
  return `(function () {
  var spec = ${JSON.stringify(options)};
  var state = { fcp: null, workedAt: null, chosen: -1, el: null, controlsId: null, seenFrom: false, blockedSubmits: 0,
    lcp: [], shift: 0, heroFirst: null, tracks: [] };
  window.__bench = state;
  function observe(type, onEntry) {
    try { new PerformanceObserver(function (list) { list.getEntries().forEach(onEntry); }).observe({ type: type, buffered: true }); } catch (e) {}
  }
  function box(el) {
    var r = el.getBoundingClientRect();
    return { x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  }
  function hidden(el) { return !!el.closest('[aria-hidden="true"], [inert]'); }
  function track(el) {
    if (!el || state.tracks.some(function (t) { return t.el === el; })) return;
    state.tracks.push({ el: el, samples: [], shown: false, replaced: false, stopped: false });
  }
  function sample() {
    state.tracks.forEach(function (t) {
      if (t.stopped) return;
      if (!t.el.isConnected) { t.replaced = true; t.stopped = true; return; }
      // Once the carousel shows another slide, its moves are the carousel working.
      if (hidden(t.el)) { if (t.shown) t.stopped = true; return; }
      t.shown = true;
      var b = box(t.el), last = t.samples[t.samples.length - 1];
      if (!last || last.x !== b.x || last.y !== b.y || last.width !== b.width || last.height !== b.height)
        t.samples.push({ t: performance.now(), x: b.x, y: b.y, width: b.width, height: b.height });
    });
    requestAnimationFrame(sample);
  }
  observe('paint', function (e) { if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  observe('largest-contentful-paint', function (e) {
    state.lcp.push({ t: e.startTime, el: e.element, url: e.url || '' });
    if (spec.heroSection) track(e.element);
  });
  observe('layout-shift', function (e) { if (!e.hadRecentInput) state.shift += e.value; });
  if (!spec.followSubmit) {
    // Bubbling to window: React (on its root) has prevented it when the page runs; before, the browser would
    // send the form and load another page, losing what was typed: stopped, and counted as a click that failed.
    addEventListener('submit', function (e) { if (!e.defaultPrevented) { e.preventDefault(); state.blockedSubmits++; } });
  }
  function find(c) {
    var list = document.querySelectorAll(c.control);
    for (var i = 0; i < list.length; i++) if (!c.text || (list[i].textContent || '').trim() === c.text) return list[i];
    return null;
  }
  function choose() {
    for (var i = 0; state.chosen < 0 && i < spec.candidates.length; i++) {
      var el = find(spec.candidates[i]);
      if (el) { state.chosen = i; state.el = el; state.controlsId = el.getAttribute('aria-controls'); }
    }
    return state.chosen;
  }
  // The chosen control: the same element while it is in the page (its text may change), else found again.
  function current() {
    if (choose() < 0) return null;
    if (!state.el || !state.el.isConnected) state.el = find(spec.candidates[state.chosen]);
    return state.el;
  }
  function worked(w) {
    if (w.kind === 'attribute') {
      var el = current(), v = el ? el.getAttribute(w.name) : null;
      if (w.from === undefined) return v === w.to;
      if (v === w.from) state.seenFrom = true;
      return v === w.to && state.seenFrom;
    }
    if (w.kind === 'controlled-appears') return !!state.controlsId && !!document.getElementById(state.controlsId);
    var t = document.querySelector(w.selector);
    return !!t && (t.textContent || '').indexOf(w.includes) >= 0 && (!w.also || !!document.querySelector(w.also));
  }
  function check() {
    if (state.workedAt !== null || choose() < 0) return;
    var c = spec.candidates[state.chosen];
    if (worked(c.worked)) state.workedAt = performance.timeOrigin + performance.now();
  }
  state.control = current;
  state.field = function () {
    var c = spec.candidates[state.chosen];
    return c && c.fill ? document.querySelector(c.fill.selector) : null;
  };
  state.poll = function () {
    check();
    return { fcp: state.fcp, origin: performance.timeOrigin, workedAt: state.workedAt, chosen: state.chosen };
  };
  state.report = function () {
    check();
    var out = { fcp: state.fcp, origin: performance.timeOrigin, workedAt: state.workedAt, chosen: state.chosen,
      blockedSubmits: state.blockedSubmits, lcpEntries: state.lcp.length, layoutShift: state.shift, hero: null };
    var last = state.lcp[state.lcp.length - 1];
    if (spec.heroSection && last) {
      var first = state.heroFirst;
      // The entry's element is null once it left the document; its image URL still names it.
      var sameImage = !!first && !!last.url && last.url === first.currentSrc;
      var el = last.el || (sameImage ? first : null);
      var t = state.tracks.filter(function (x) { return x.el === el; })[0];
      var samples = t ? t.samples : [];
      var atPaint = samples.filter(function (s) { return s.t <= last.t; }).pop() || samples[0] || null;
      var moved = 0;
      samples.forEach(function (s) {
        if (atPaint && s.t > last.t)
          moved = Math.max(moved, Math.abs(s.x - atPaint.x), Math.abs(s.y - atPaint.y), Math.abs(s.width - atPaint.width), Math.abs(s.height - atPaint.height));
      });
      out.hero = {
        lcpElement: el ? el.tagName.toLowerCase() + ' ' + (last.url || (el.textContent || '').trim().slice(0, 60)) : null,
        lcpIsFirstSlideImage: !!first && (el === first || sameImage),
        replacedAfterPaint: !!t && t.replaced,
        movedAfterPaintPx: moved,
        rectAtPaint: atPaint ? { x: atPaint.x, y: atPaint.y, width: atPaint.width, height: atPaint.height } : null,
        lcpEntries: state.lcp.length,
        layoutShift: state.shift
      };
    }
    return out;
  };
  if (spec.heroSection) {
    // From the first frame: the first image of the hero as the HTML has it, before any script replaces it.
    requestAnimationFrame(function start() {
      var section = document.querySelector(spec.heroSection), img = section && section.querySelector('img');
      if (!img && document.readyState === 'loading') return requestAnimationFrame(start);
      state.heroFirst = img;
      track(img);
      sample();
    });
  }
  addEventListener('DOMContentLoaded', function () {
    new MutationObserver(check).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  });
})();`;
}
