import * as React from "react";
import { screen, within } from "@testing-library/react";
import { StoreIndex, type StoreIndexEntry } from "../../src/components/store-index/store-index";
import { renderWithI18n } from "../helpers/render-with-i18n";

const entry = (slug: string, name: string, city: string, region: string | null): StoreIndexEntry => ({
  slug,
  name,
  city,
  region,
  streetAddress: `1, rue ${city}`,
  phone: "418-555-0100",
  trackingPhone: null,
});

const stores = [
  entry("uniglass-quebec-2", "Uniglass Québec Sainte-Foy", "Québec", "Capitale-Nationale"),
  entry("uniglass-levis", "Uniglass Lévis", "Lévis", "Chaudière-Appalaches"),
  entry("uniglass-quebec-1", "Uniglass Québec Charlesbourg", "Québec", "Capitale-Nationale"),
  entry("uniglass-ottawa", "Uniglass Ottawa", "Ottawa", null),
  entry("uniglass-ancienne-lorette", "Uniglass Zone Ouest", "L'Ancienne-Lorette", "Capitale-Nationale"),
  entry("uniglass-eastman", "Uniglass Eastman", "Eastman", "Estrie"),
];

describe("StoreIndex", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("lists every shop under its region, regions in alphabetical order and a group for shops without one", () => {
    renderWithI18n(<StoreIndex stores={stores} />, "fr");
    const section = screen.getByRole("region", { name: "Tous nos ateliers" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Autres régions (1)", "Capitale-Nationale (3)", "Chaudière-Appalaches (1)", "Estrie (1)"]);
  });

  it("orders a region's shops by city, then by name, each linked to its page with its address", () => {
    renderWithI18n(<StoreIndex stores={stores} />, "fr");
    const group = screen.getByRole("heading", { level: 3, name: "Capitale-Nationale (3)" }).closest("details")!;
    const rows = within(group).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Uniglass Zone Ouest",
      "Uniglass Québec Charlesbourg",
      "Uniglass Québec Sainte-Foy",
    ]);
    expect(rows[1]).toHaveTextContent("1, rue Québec, Québec");
    expect(within(rows[1]).getByRole("link")).toHaveAttribute("href", "/emplacement/uniglass-quebec-1/");
  });

  it("keeps each region folded until the visitor opens it", () => {
    renderWithI18n(<StoreIndex stores={stores} />, "fr");
    for (const group of document.querySelectorAll("details")) expect(group).not.toHaveAttribute("open");
  });

  it("speaks English on an English page and keeps the carried query on its links", () => {
    window.history.replaceState(null, "", "/en/locations/?ctn=abc");
    renderWithI18n(<StoreIndex stores={stores} />, "en");
    expect(screen.getByRole("region", { name: "All our shops" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Other regions (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Uniglass Ottawa" })).toHaveAttribute("href", "/en/locations/uniglass-ottawa/?ctn=abc");
  });
});
