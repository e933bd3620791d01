/**
 * The offline store index is read from the nodes, in the order the GraphQL
 * query it replaced gave: by name (Gatsby's index on the field orders UTF-8
 * bytes, that is code points), ties in the order the nodes were created.
 */
import { storesByName } from "../../gatsby/store-index";

const node = (name: string, counter: number) => ({ name, internal: { counter } });

describe("storesByName", () => {
  it("orders by name, then by creation, without changing its argument", () => {
    const nodes = [node("Uniglass Québec", 3), node("Uniglass Laval", 9), node("Uniglass Laval", 2), node("Uniglass Lévis", 1)];
    expect(storesByName(nodes).map((n) => [n.name, n.internal.counter])).toEqual([
      ["Uniglass Laval", 2],
      ["Uniglass Laval", 9],
      ["Uniglass Lévis", 1],
      ["Uniglass Québec", 3],
    ]);
    expect(nodes[0].internal.counter).toBe(3);
  });

  it("compares code points, not UTF-16 units, and capitals before small letters", () => {
    // U+FF21 comes before U+1F600, whose first UTF-16 unit (0xD83D) is smaller than 0xFF21.
    const astral = "A\u{1F600}";
    const fullwidth = "A\uFF21";
    expect(storesByName([node(astral, 1), node(fullwidth, 2), node("a", 3), node("B", 4)]).map((n) => n.name)).toEqual([fullwidth, astral, "B", "a"]);
  });
});
