import * as React from "react";
import { screen } from "@testing-library/react";
import { LanguageSwitcher } from "../../src/components/language-switcher/language-switcher";
import { renderWithI18n, staticHtml } from "../helpers/render-with-i18n";

const alternates = { fr: "/emplacement/", en: "/en/locations/" };

describe("LanguageSwitcher", () => {
  afterEach(() => window.history.replaceState({}, "", "/"));

  it("on a French page, links to the same page in English, in English", () => {
    renderWithI18n(<LanguageSwitcher locale="fr" alternates={alternates} />, "fr");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("English – view this page in English");
    expect(links[0]).toHaveTextContent("English");
    expect(links[0]).toHaveAttribute("href", "/en/locations/");
    expect(links[0]).toHaveAttribute("hreflang", "en-CA");
    expect(links[0]).toHaveAttribute("lang", "en-CA");
  });

  it("on an English page, links to the same page in French, keeping the query once in the browser", () => {
    window.history.replaceState({}, "", "/en/locations/?ctn=5145550199");
    renderWithI18n(<LanguageSwitcher locale="en" alternates={alternates} />, "en");
    const link = screen.getByRole("link", { name: "Français – afficher cette page en français" });
    expect(link).toHaveAttribute("href", "/emplacement/?ctn=5145550199");
    expect(link).toHaveAttribute("hreflang", "fr-CA");
  });

  // The built HTML is the same for every visitor: the query is added in the browser only.
  it("writes the bare address of the other page in the built HTML", () => {
    window.history.replaceState({}, "", "/emplacement/?ctn=5145550199");
    const html = staticHtml(<LanguageSwitcher locale="fr" alternates={alternates} />, "fr");
    expect(html).toContain('href="/en/locations/"');
    expect(html).not.toContain("ctn");
  });
});
