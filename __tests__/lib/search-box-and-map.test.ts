/**
 * @jest-environment jsdom
 */
import { suggestPlaces, type PlaceList } from "../../src/lib/place-suggestions";
import { placeMarkers } from "../../src/lib/map-clusters";
import { fileNamePieces } from "../../src/lib/file-name";
import { translateRouteAnnouncer } from "../../src/lib/route-announcement";
import { placeList } from "../../gatsby/place-suggestions";

describe("place suggestions", () => {
  const list: PlaceList = placeList([{ city: "Saint-Clin-Clin", state: "QC" }]);

  it("offers the geocoder's places, other provinces' included, by the start of their name or of a word of it", () => {
    expect(suggestPlaces(list, "vanc")).toEqual([{ value: "Vancouver", label: "Vancouver, BC" }]);
    expect(suggestPlaces(list, "Montreal")[0]).toEqual({ value: "Montréal", label: "Montréal, QC" });
    expect(suggestPlaces(list, "jerome").map((s) => s.value)).toContain("Saint-Jérôme");
    expect(suggestPlaces(list, "st-jero")[0].value).toBe("Saint-Jérôme");
    expect(suggestPlaces(list, "clin")).toEqual([{ value: "Saint-Clin-Clin", label: "Saint-Clin-Clin, QC" }]);
    expect(suggestPlaces(list, "saint").length).toBe(8);
    expect(suggestPlaces(list, "v")).toEqual([]);
    expect(suggestPlaces(list, "atlantide")).toEqual([]);
  });

  it("offers postal-code areas with the place nearest to them for the start of a postal code", () => {
    expect(suggestPlaces(list, "h2x")).toEqual([{ value: "H2X", label: "H2X – Montréal" }]);
    expect(suggestPlaces(list, "G1").every((s) => s.value.startsWith("G1"))).toBe(true);
    expect(suggestPlaces(list, "G1").length).toBe(8);
  });
});

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

describe("file names", () => {
  it("cuts after separators and gives the name back whole", () => {
    const name = "IMG_2026-05-12 pare-brise.fissure.jpg";
    expect(fileNamePieces(name)).toEqual(["IMG_", "2026-", "05-", "12 ", "pare-", "brise.", "fissure.", "jpg"]);
    expect(fileNamePieces(name).join("")).toBe(name);
    expect(fileNamePieces("__a").join("")).toBe("__a");
  });
});

describe("Gatsby's route announcement", () => {
  it("is rewritten in the page's language as soon as Gatsby writes it, and left alone once stopped", async () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><h1>Nos services</h1></div><div id="gatsby-announcer" aria-live="assertive"></div>';
    const announcer = document.getElementById("gatsby-announcer")!;
    const stop = translateRouteAnnouncer(document, (page) => `Page affichée : ${page}`);
    announcer.innerHTML = "Navigated to Nos services";
    await Promise.resolve();
    expect(announcer.textContent).toBe("Page affichée : Nos services");
    stop();
    announcer.textContent = "Navigated to Nos services";
    await Promise.resolve();
    expect(announcer.textContent).toBe("Navigated to Nos services");
  });
});
