import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/layout/layout";
import { renderWithI18n } from "../helpers/render-with-i18n";

const alternates = { fr: "/a-propos/", en: "/en/about/" };

function setUrl(url: string) {
  window.history.replaceState({}, "", url);
}

describe("Layout", () => {
  afterEach(() => setUrl("/"));

  it("has the landmarks, a skip link and the main navigation in French", () => {
    renderWithI18n(<Layout pageContext={{ language: "fr", alternates, routeName: "about" }}>contenu</Layout>);
    expect(screen.getByRole("link", { name: "Passer au contenu principal" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("contenu");
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "Emplacements" })).toHaveAttribute("href", "/emplacement/");
    expect(within(nav).getByRole("link", { name: "Blogue" })).toHaveAttribute("href", "/blog/");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Uniglass sur Facebook (s'ouvre dans un nouvel onglet)" })).toHaveAttribute("target", "_blank");
  });

  it("switches to the same page in the other language, keeping the query", () => {
    setUrl("/a-propos/?ctn=promo&utm_source=fb");
    renderWithI18n(<Layout pageContext={{ language: "fr", alternates, routeName: "about" }}>x</Layout>);
    expect(screen.getByRole("link", { name: "English – view this page in English" })).toHaveAttribute("href", "/en/about/?ctn=promo&utm_source=fb");
  });

  it("keeps ctn on internal links and builds English paths", () => {
    setUrl("/en/about/?ctn=abc");
    renderWithI18n(<Layout pageContext={{ language: "en", alternates, routeName: "about" }}>x</Layout>, "en");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Locations" })).toHaveAttribute("href", "/en/locations/?ctn=abc");
    expect(screen.getByRole("link", { name: "Français – afficher cette page en français" })).toHaveAttribute("href", "/a-propos/?ctn=abc");
  });

  it("opens and closes the mobile menu by its button", async () => {
    renderWithI18n(<Layout pageContext={{ language: "en", alternates, routeName: "about" }}>x</Layout>, "en");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});
