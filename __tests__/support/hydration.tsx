/**
 * A built page hydrating while one of its parts waits for its code: the
 * harness of the tests that check React keeps that part's built HTML (no
 * error #421) whatever the page's providers do meanwhile.
 */
import type * as React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/** The code of a part: there at once on the server, on its way in the browser until `arrive()`. */
export function partCode() {
  let resolve!: () => void;
  const arrived = new Promise<void>((done) => (resolve = done));
  let ready = true;
  void arrived.then(() => (ready = true));
  return {
    /** Called first in the part's render: suspends it (Suspense) while its code is on its way. */
    need(): void {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a part not ready throws what it waits for
      if (!ready) throw arrived;
    },
    async arrive(): Promise<void> {
      await act(async () => {
        resolve();
        await arrived;
      });
    },
    /**
     * The server's HTML of `page` in a container of the document, then
     * `browserPage` (the same page by default) hydrated there with the
     * part's code still on its way. `built` is the element the server's HTML
     * has for `selector`, to check that React kept it.
     */
    async hydrate(page: React.ReactElement, { browserPage = page, selector }: { browserPage?: React.ReactElement; selector: string }) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(page);
      document.body.appendChild(container);
      const built = container.querySelector(selector);
      ready = false;
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, browserPage, { onRecoverableError: (error) => recoverable.push(error) });
      });
      return { container, recoverable, built };
    },
  };
}
