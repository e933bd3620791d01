/**
 * Starts the finder's worker, or gives null where the browser cannot (no
 * module workers, or a policy that refuses it): the finder then does the
 * same work on the page's thread. Apart from the rest so that the unit tests,
 * which have no worker and no `import.meta`, use a stand-in (jest.config.js).
 */
export function startFinderWorker(): Worker | null {
  if (typeof Worker === "undefined") return null;
  try {
    return new Worker(new URL("./finder-worker.ts", import.meta.url), { name: "store-finder" });
  } catch {
    return null;
  }
}
