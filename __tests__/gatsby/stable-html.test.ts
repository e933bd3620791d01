import { Writable } from "node:stream";
import { h } from "preact";
import { Suspense, lazy } from "preact/compat";
import { renderToPipeableStream } from "preact-render-to-string/stream-node";
import { stableHtml, stableSuspenseIds } from "../../gatsby/stable-html";

/** A page rendered the way the build renders it (Preact's streaming renderer, everything awaited). */
function render(vnode: ReturnType<typeof h>): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const stream = renderToPipeableStream(vnode, {
      onShellReady: () =>
        stream.pipe(new Writable({ write: (chunk, _encoding, done) => ((out += String(chunk)), done()), final: (done) => (resolve(out), done()) })),
      onAllReady: () => undefined,
      onError: reject,
    });
  });
}

describe("stableHtml", () => {
  it("writes a page with a lazy part the same whether the part waited during the build or not", async () => {
    const Form = lazy(
      () =>
        new Promise<{ default: () => ReturnType<typeof h> }>((resolve) =>
          setTimeout(() => resolve({ default: () => h("form", null, h("input", { name: "city" })) }), 5),
        ),
    );
    const page = () =>
      h("html", null, h("body", null, h("main", null, h(Suspense, { fallback: h("p", null, "Chargement…") }, h(Form, null))), h("footer", null, "©")));
    const waited = await render(page());
    const atOnce = await render(page());
    expect(waited).toContain("<preact-island");
    expect(atOnce).not.toContain("<preact-island");
    // (The renderer adds a doctype when it streams; Gatsby's pages always have one.)
    expect(stableHtml(waited).replace("<!DOCTYPE html>", "")).toBe(atOnce);
    expect(stableHtml(atOnce)).toBe(atOnce);
  });

  it("renumbers the ids of a boundary whose content never came, in the order they appear", () => {
    const page = (a: number) => `<main><!--$s:${a}--><p>Chargement…</p><!--/$s:${a}--></main>`;
    expect(stableSuspenseIds(page(25274))).toBe(page(1));
    expect(stableHtml(page(412))).toBe(page(1));
    const text = "<main><p>Prix: 5 $s:10</p></main>";
    expect(stableHtml(text)).toBe(text);
  });
});
