import { stableSuspenseIds } from "../../gatsby/stable-html";

const page = (a: number, b: number) =>
  `<main><!--$s:${a}--><p>Chargement…</p><!--/$s:${a}--><!--$s:${b}--><!--/$s:${b}--></main>` +
  `<preact-island hidden data-target="${b}"><p>B</p></preact-island><preact-island hidden data-target="${a}"><form></form></preact-island>`;

describe("stableSuspenseIds", () => {
  it("gives the same page the same bytes whatever the renderer's counter was", () => {
    expect(stableSuspenseIds(page(25274, 25301))).toBe(stableSuspenseIds(page(412, 9000)));
    expect(stableSuspenseIds(page(25274, 25301))).toBe(page(1, 2));
  });

  it("keeps each boundary's markers and island together, and is idempotent", () => {
    const once = stableSuspenseIds(page(7, 3));
    expect(once).toContain('<!--$s:1--><p>Chargement…</p><!--/$s:1-->');
    expect(once).toContain('<preact-island hidden data-target="1"><form></form>');
    expect(stableSuspenseIds(once)).toBe(once);
  });

  it("leaves a page without Suspense boundaries as it is", () => {
    const html = "<main><p>Prix: 5 $s:10</p></main>";
    expect(stableSuspenseIds(html)).toBe(html);
  });
});
