/**
 * A page's HTML must depend on its content only, so that after a rebuild an
 * unchanged page is byte for byte the same (a host uploading by changed file
 * uploads only what changed).
 *
 * Preact's renderer writes a Suspense boundary that waited during the build
 * (the franchise form, loaded with React.lazy) as a fallback between
 * `<!--$s:N-->` markers, and the real content at the end of the page in a
 * `<preact-island hidden data-target="N">` that a small script moves into
 * place. Whether a boundary waits depends on what the build rendered before
 * (once the lazy module is loaded, later pages render it at once), and N
 * comes from a counter shared by every page. Here each boundary's content is
 * put in place of its fallback, as that script would do, and the islands and
 * the script go: the page is what Preact writes when nothing waits. Ids left
 * over (a boundary whose content never came) are renumbered 1, 2, … per page.
 */
const ISLAND = /<preact-island hidden data-target="(\d+)">([\s\S]*?)<\/preact-island>/g;
const ISLAND_SCRIPT =
  /<div hidden><script>\(function\(\)\{class e extends HTMLElement\{[\s\S]*?customElements\.define\("preact-island",e\);\}\(\)\)<\/script><\/div>/;
const SUSPENSE_ID = /<!--(\/?)\$s:(\d+)-->|(<preact-island hidden data-target=")(\d+)(")/g;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Each resolved boundary's content in place of its fallback; the islands and their script removed. */
export function resolveSuspenseIslands(html: string): string {
  if (!html.includes("<preact-island")) return html;
  let page = html;
  for (const [island, id, content] of [...html.matchAll(ISLAND)]) {
    const boundary = new RegExp(`<!--\\$s:${escapeForPattern(id)}-->[\\s\\S]*?<!--/\\$s:${escapeForPattern(id)}-->`);
    if (!boundary.test(page)) continue;
    page = page.replace(boundary, () => content).replace(island, "");
  }
  if (!page.includes("<preact-island")) page = page.replace(ISLAND_SCRIPT, "");
  return page;
}

/** Suspense ids renumbered 1, 2, … in the order they first appear in the page. */
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

/** What the build writes, made to depend on the page's content only. */
export function stableHtml(html: string): string {
  return stableSuspenseIds(resolveSuspenseIslands(html));
}
