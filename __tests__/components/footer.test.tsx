import * as React from "react";
import { screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/footer/footer";
import { renderWithI18n } from "../helpers/render-with-i18n";

// The newsletter form above the links sends nothing in these tests.
jest.mock("../../src/api-client/forms", () => ({ subscribeToNewsletter: jest.fn() }));

/** The names of the links of the footer's group named `heading`. */
function groupLinks(heading: string): string[] {
  return within(screen.getByRole("region", { name: heading }))
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("Footer", () => {
  it("is the page's labelled footer, with the newsletter form above its links", () => {
    renderWithI18n(<Footer />, "fr");
    const footer = screen.getByRole("contentinfo", { name: "Pied de page" });
    expect(
      within(footer)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining(["L'entreprise", "Clients", "Informations légales", "Suivez-nous"]));
    expect(within(footer).getByRole("textbox")).toBeInTheDocument();
  });

  it("links each group's pages by their titles, to their French addresses", () => {
    renderWithI18n(<Footer />, "fr");
    expect(groupLinks("L'entreprise")).toEqual([
      "À propos",
      "Mission et profil",
      "Implication sociale",
      "Implication environnementale",
      "Occasions de franchise",
      "Carrières",
    ]);
    expect(groupLinks("Clients")).toEqual(["Services", "Promotions", "Chèques-cadeaux", "Financement", "Flotte et véhicule utilitaire", "Nous joindre"]);
    expect(groupLinks("Informations légales")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "À propos" })).toHaveAttribute("href", "/a-propos/");
  });

  it("opens the social networks in a new tab and says so", () => {
    renderWithI18n(<Footer />, "fr");
    const facebook = within(screen.getByRole("region", { name: "Suivez-nous" })).getByRole("link", {
      name: "Uniglass sur Facebook (s'ouvre dans un nouvel onglet)",
    });
    expect(facebook).toHaveAttribute("href", "https://www.facebook.com/uniglass");
    expect(facebook).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Uniglass sur YouTube (s'ouvre dans un nouvel onglet)" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/@uniglass",
    );
  });

  it("speaks English on an English page, keeps the carried query and shows this year's copyright", () => {
    window.history.replaceState(null, "", "/en/?ctn=spring");
    renderWithI18n(<Footer />, "en");
    expect(screen.getByRole("contentinfo", { name: "Footer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/about/?ctn=spring");
    expect(screen.getByText(`© ${new Date().getFullYear()} Uniglass. All rights reserved. Ziebart is a trademark used under licence.`)).toBeInTheDocument();
  });
});
