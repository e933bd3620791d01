import * as React from "react";
import { builtPageInDocument, deferredHydrated, deferredHydration, isHydrating } from "../../lib/hydration";
import { yieldToMain } from "../../lib/yield-to-main";

/**
 * Parts whose hydration waits for a task of their own, one after the other
 * in the order of the page: a phone counts every task over 50 ms as time the
 * page does not answer, and hydrating a whole page in one task is the
 * longest of a first visit. Until its turn, a part keeps the HTML the build
 * wrote (it shows, links work, nothing of it reacts yet); built pages only:
 * rendered after a client-side navigation, it renders at once.
 */
const released = new Set<string>();
const waiting = new Map<string, Promise<void>>();
const hydrated = new Set<string>();
let queue: Promise<void> = Promise.resolve();

function turnOf(name: string): Promise<void> {
  let turn = waiting.get(name);
  if (!turn) {
    deferredHydration();
    turn = queue = queue.then(yieldToMain).then(() => void released.add(name));
    waiting.set(name, turn);
  }
  return turn;
}

function Gate({ name, children }: { name: string; children: React.ReactElement }) {
  React.useLayoutEffect(() => {
    if (waiting.has(name) && !hydrated.has(name)) {
      hydrated.add(name);
      deferredHydrated();
    }
  }, [name]);
  if (isHydrating() && !released.has(name) && builtPageInDocument()) {
    // Suspense's protocol: the part keeps its built HTML until the promise settles, then hydrates.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's protocol, not an error
    throw turnOf(name);
  }
  return children;
}

/**
 * `children` must be one element (a section, a footer): a part that waits
 * keeps exactly one node of the built HTML. `name` is unique on the page.
 */
export function HydrateLater({ name, children }: { name: string; children: React.ReactElement }) {
  return (
    <React.Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </React.Suspense>
  );
}
