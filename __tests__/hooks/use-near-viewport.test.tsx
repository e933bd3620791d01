/**
 * A part that waits until the visitor comes near it: near in the next frame
 * (before paint) when it is within half a screen of the window, measured in
 * that frame and not as it renders; else when the observer says so or the
 * part is revealed (focus); nothing measured while disabled; everything near
 * in a browser without IntersectionObserver.
 */
import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { useNearViewport } from "../../src/hooks/use-near-viewport";

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
const observers: Array<{ callback: Callback; options: { rootMargin?: string }; observed: Set<Element>; disconnected: boolean }> = [];

class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: Callback, options: { rootMargin?: string }) {
    this.entry = { callback, options, observed: new Set(), disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.observed.add(element);
  }
  unobserve(element: Element) {
    this.entry.observed.delete(element);
  }
  disconnect() {
    this.entry.disconnected = true;
    this.entry.observed.clear();
  }
}

/** The animation frames asked for, run by `nextFrame`. */
let frames = new Map<number, FrameRequestCallback>();
let lastFrame = 0;
function nextFrame() {
  const due = [...frames.values()];
  frames = new Map();
  act(() => due.forEach((callback) => callback(performance.now())));
}

/** Places every probe's box `top` pixels below the window's top (the window is 800 px high). */
function placeAt(top: number) {
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top, bottom: top + 100 } as DOMRect);
}

function Probe({ enabled = true, id = "probe" }: { enabled?: boolean; id?: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [near, reveal] = useNearViewport(ref, enabled);
  return (
    <div ref={ref} data-testid={id} onFocus={reveal} tabIndex={-1}>
      {near ? "near" : "far"}
    </div>
  );
}

describe("useNearViewport", () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
    frames = new Map();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.set(++lastFrame, callback);
      return lastFrame;
    });
    jest.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => void frames.delete(id));
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    jest.restoreAllMocks();
  });

  it("is not near while not displayed (no box at all, as display: none gives): the observer says when it shows", () => {
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 0, bottom: 0, left: 0, right: 0 } as DOMRect);
    render(<Probe />);
    nextFrame();
    expect(screen.getByTestId("probe")).toHaveTextContent("far");
    const [observer] = observers;
    act(() => observer.callback([{ isIntersecting: true, target: screen.getByTestId("probe") }]));
    expect(screen.getByTestId("probe")).toHaveTextContent("near");
  });

  it("is near in the next frame within half a screen below the window, measured then and not as it renders, without an observer", () => {
    placeAt(1150);
    render(<Probe />);
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    expect(screen.getByTestId("probe").textContent).toBe("far");
    nextFrame();
    expect(screen.getByTestId("probe").textContent).toBe("near");
    expect(observers).toHaveLength(0);
  });

  it("measures nothing once gone before the frame", () => {
    placeAt(0);
    const { unmount } = render(<Probe />);
    unmount();
    nextFrame();
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });

  it("waits further down, then is near when the observer, with half a screen's margin, says so; and stays near", () => {
    placeAt(1250);
    render(<Probe />);
    nextFrame();
    expect(screen.getByTestId("probe").textContent).toBe("far");
    expect(observers).toHaveLength(1);
    expect(observers[0].options.rootMargin).toBe("50% 0px");
    const target = screen.getByTestId("probe");
    act(() => observers[0].callback([{ isIntersecting: false, target }]));
    expect(target.textContent).toBe("far");
    act(() => observers[0].callback([{ isIntersecting: true, target }]));
    expect(target.textContent).toBe("near");
    expect(observers[0].disconnected).toBe(true);
  });

  it("watches every waiting part with one observer, each until it is near or gone, and drops the observer with the last", () => {
    placeAt(1250);
    const { rerender } = render(
      <>
        <Probe id="a" />
        <Probe id="b" />
        <Probe id="c" />
      </>,
    );
    nextFrame();
    expect(observers).toHaveLength(1);
    const [a, b, c] = ["a", "b", "c"].map((id) => screen.getByTestId(id));
    expect([...observers[0].observed]).toEqual([a, b, c]);
    act(() => observers[0].callback([{ isIntersecting: true, target: b }]));
    expect([a, b, c].map((probe) => probe.textContent)).toEqual(["far", "near", "far"]);
    expect([...observers[0].observed]).toEqual([a, c]);
    rerender(
      <>
        <Probe id="a" />
        <Probe id="b" />
      </>,
    );
    expect([...observers[0].observed]).toEqual([a]);
    expect(observers[0].disconnected).toBe(false);
    act(() => observers[0].callback([{ isIntersecting: true, target: a }]));
    expect(a.textContent).toBe("near");
    expect(observers[0].disconnected).toBe(true);
    // The next part to wait gets a new observer.
    rerender(
      <>
        <Probe id="a" />
        <Probe id="b" />
        <Probe id="d" />
      </>,
    );
    nextFrame();
    expect(observers).toHaveLength(2);
    expect([...observers[1].observed]).toEqual([screen.getByTestId("d")]);
  });

  it("is near once revealed (the focus moved into it), far from the screen", () => {
    placeAt(5000);
    render(<Probe />);
    act(() => screen.getByTestId("probe").focus());
    expect(screen.getByTestId("probe").textContent).toBe("near");
  });

  it("measures nothing while disabled, then measures when enabled", () => {
    placeAt(0);
    const { rerender } = render(<Probe enabled={false} />);
    nextFrame();
    expect(screen.getByTestId("probe").textContent).toBe("far");
    rerender(<Probe enabled />);
    nextFrame();
    expect(screen.getByTestId("probe").textContent).toBe("near");
  });

  it("counts everything as near without IntersectionObserver", () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    placeAt(5000);
    render(<Probe />);
    expect(screen.getByTestId("probe").textContent).toBe("near");
  });
});
