import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StoreMap } from "../../src/components/store-map/store-map";
import { project } from "../../src/lib/map-projection";
import { renderWithI18n } from "../helpers/render-with-i18n";

const laval = { slug: "ziebart-laval", latitude: 45.56, longitude: -73.72, number: 1, label: "1. Ziebart Laval, 2,35 km" };
const quebec = { slug: "uniglass-quebec", latitude: 46.81, longitude: -71.21, number: 2, label: "2. Uniglass Québec, 230,10 km" };

describe("StoreMap (no key)", () => {
  it("is one image with its caption as text alternative, over the site's base map, framed on the shop", () => {
    renderWithI18n(<StoreMap markers={[{ ...laval, number: undefined }]} caption="Carte de l'emplacement de Ziebart Laval." />, "fr");
    const map = screen.getByRole("img", { name: "Carte de l'emplacement de Ziebart Laval. Fond de carte : Natural Earth." });
    expect(map.querySelector("use")?.getAttribute("xlink:href")).toBe("/maps/quebec.svg#base");
    const [x, y, width, height] = map.getAttribute("viewBox")!.split(" ").map(Number);
    const at = project(laval);
    expect(at.x).toBeGreaterThan(x);
    expect(at.x).toBeLessThan(x + width);
    expect(at.y).toBeGreaterThan(y);
    expect(at.y).toBeLessThan(y + height);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    expect(within(map).queryAllByRole("link")).toHaveLength(0);
  });

  it("makes numbered markers links in the list's order when they select a shop", async () => {
    const onSelect = jest.fn();
    renderWithI18n(
      <StoreMap
        markers={[laval, quebec]}
        caption="Carte des 2 ateliers trouvés."
        onSelect={onSelect}
        activeSlug="uniglass-quebec"
        origin={{ latitude: 45.5, longitude: -73.6 }}
        radiusKm={100}
      />,
      "fr",
    );
    const map = screen.getByRole("group", { name: /^Carte des 2 ateliers trouvés\./ });
    const links = within(map).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([laval.label, quebec.label]);
    expect(links[0]).toHaveAttribute("href", "#store-ziebart-laval");
    expect(links[0]).toHaveTextContent("1");
    await userEvent.click(links[0]);
    expect(onSelect).toHaveBeenCalledWith("ziebart-laval");
    // The radius circle is 100 km (the map's unit) around the searched place.
    expect(map.querySelector("circle[r='100']")).not.toBeNull();
  });
});
