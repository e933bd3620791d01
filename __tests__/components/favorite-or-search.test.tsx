import * as React from "react";
import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { FavoriteOrSearch } from "../../src/components/favorite-or-search/favorite-or-search";
import { apiClient } from "../../src/api-client/client";
import { renderWithI18n } from "../helpers/render-with-i18n";

const store = {
  id: 1,
  storeId: "UG-0001",
  name: "Uniglass Montréal – Rosemont",
  slug: "uniglass-montreal-rosemont",
  streetAddress: "2977, boulevard Saint-Michel",
  city: "Montréal",
  state: "QC",
  zipCode: "H1X 9B8",
  latitude: 45.55,
  longitude: -73.57,
  phone: "514-555-0100",
  timezone: "America/Toronto",
};

describe("FavoriteOrSearch (under the home hero)", () => {
  afterEach(() => Cookies.remove("uniglass_FavoriteStore", { path: "/" }));

  it("shows the estimate search box without a favourite", () => {
    renderWithI18n(<FavoriteOrSearch />, "fr");
    expect(screen.getByRole("search", { name: "Trouver l'atelier le plus près pour une estimation" })).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("replaces it with the favourite store's card once fetched", async () => {
    Cookies.set("uniglass_FavoriteStore", store.slug);
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: store, status: 200 });
    renderWithI18n(<FavoriteOrSearch />, "en");
    expect(await screen.findByRole("article", { name: store.name })).toBeInTheDocument();
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(/^Uniglass Montréal – Rosemont$/);
    get.mockRestore();
  });
});
