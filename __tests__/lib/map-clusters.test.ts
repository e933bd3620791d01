import { placeMarkers } from "../../src/lib/map-clusters";

describe("markers placed on the map", () => {
  const at = (x: number, y: number) => ({ x, y });

  it("groups markers closer than the least distance, in the list's order, and leaves the others alone", () => {
    const placed = placeMarkers(
      [
        { item: 1, at: at(0, 0) },
        { item: 2, at: at(10, 0) },
        { item: 3, at: at(0.5, 0) },
        { item: 4, at: at(10.4, 0.3) },
        { item: 5, at: at(30, 30) },
      ],
      2,
    );
    expect(placed.map((p) => p.members)).toEqual([[1, 3], [2, 4], [5]]);
    expect(placed[0]).toMatchObject({ x: 0.25, y: 0 });
  });

  it("merges groups that come too close once merged, and spreads a group that cannot be zoomed into", () => {
    const chain = [0, 1.5, 2.6].map((x, i) => ({ item: i, at: at(x, 0) }));
    expect(placeMarkers(chain, 2)).toHaveLength(1);
    const same = [1, 2, 3].map((item) => ({ item, at: at(5, 5) }));
    const spread = placeMarkers(same, 2, true);
    expect(spread.map((p) => p.members)).toEqual([[1], [2], [3]]);
    for (let i = 0; i < spread.length; i++)
      for (let j = i + 1; j < spread.length; j++) expect(Math.hypot(spread[i].x - spread[j].x, spread[i].y - spread[j].y)).toBeGreaterThanOrEqual(1.999);
  });
});
