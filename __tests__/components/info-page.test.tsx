import * as React from "react";
import fs from "fs";
import path from "path";
import { screen, within } from "@testing-library/react";
import { InfoPage } from "../../src/components/info-page/info-page";
import { parseInfoContent } from "../../src/lib/info-content-schema";
import { BRAND } from "../../src/config/site";
import { renderWithI18n } from "../helpers/render-with-i18n";

const content = (lng: string, page: string) =>
  parseInfoContent(page, JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "locales", lng, "info.json"), "utf8"))[page], { phone: BRAND.phone });

describe("InfoPage", () => {
  it("renders the contact page with the phone, the hours and a link to the store finder (fr)", () => {
    renderWithI18n(<InfoPage sections={content("fr", "contacts")} />, "fr");
    expect(screen.getByRole("heading", { level: 2, name: "Siège social" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Appeler le 1-800-555-0199" })).toHaveAttribute("href", "tel:+18005550199");
    expect(screen.getByRole("link", { name: "Trouver un atelier" })).toHaveAttribute("href", "/emplacement/");
    const table = screen.getByRole("table", { name: "Heures du service à la clientèle" });
    expect(within(table).getByRole("rowheader", { name: "Lundi au vendredi" })).toBeInTheDocument();
  });

  it("renders the privacy policy's cookie table in English, one row a cookie", () => {
    renderWithI18n(<InfoPage sections={content("en", "privacy-policy")} />, "en");
    const table = screen.getByRole("table", { name: "Cookies, their purpose and their duration" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Cookie", "Purpose", "Duration"]);
    expect(within(table).getByRole("rowheader", { name: "XSRF-TOKEN" }).closest("tr")).toHaveTextContent(/Session/);
    expect(screen.getByRole("region", { name: "Your rights" })).toBeInTheDocument();
  });

  it("routes links through the page's language", () => {
    renderWithI18n(<InfoPage sections={content("en", "mission-profile")} />, "en");
    expect(screen.getByRole("link", { name: "See open positions" })).toHaveAttribute("href", "/en/careers/");
  });
});
