/**
 * Preact's renderer marks a Suspense boundary it rendered later (the
 * franchise form, loaded with React.lazy) with an id taken from a counter
 * shared by every page the build renders: `<!--$s:25274-->…<!--/$s:25274-->`
 * and `<preact-island hidden data-target="25274">`. The number then depends on
 * what the build rendered before, so a page whose content did not change
 * could still change on disk after a rebuild, and a host uploading by
 * changed file would upload it again. The ids are renumbered 1, 2, … in the
 * order they first appear in each page; the renderer's client script only
 * needs a boundary's markers and its island to share their id.
 */
const SUSPENSE_ID = /<!--(\/?)\$s:(\d+)-->|(<preact-island hidden data-target=")(\d+)(")/g;

export function stableSuspenseIds(html: string): string {
  if (!html.includes("$s:")) return html;
  const ids = new Map<string, string>();
  const renumber = (id: string) => {
    let stable = ids.get(id);
    if (!stable) ids.set(id, (stable = String(ids.size + 1)));
    return stable;
  };
  return html.replace(SUSPENSE_ID, (_all, slash: string | undefined, markerId: string | undefined, open: string, islandId: string, close: string) =>
    markerId !== undefined ? `<!--${slash ?? ""}$s:${renumber(markerId)}-->` : `${open}${renumber(islandId)}${close}`,
  );
}
