import { suggestPlaces, type PlaceList } from "../../src/lib/place-suggestions";
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
