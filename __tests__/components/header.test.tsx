import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/header/header";
import { renderWithI18n } from "../helpers/render-with-i18n";

const alternates = { fr: "/emplacement/", en: "/en/locations/" };

describe("Header", () => {
  it("opens the menu by its button and closes it on Escape, giving the focus back to the button", async () => {
    renderWithI18n(<Header locale="fr" alternates={alternates} routeName="locations" />, "fr");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "main-nav");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Fermer le menu");
    // From inside the menu: the focus is on one of its links when Escape is pressed.
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    within(nav).getByRole("link", { name: "Promotions" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAccessibleName("Menu");
    expect(button).toHaveFocus();
  });

  it("closes the open menu on a second click of its button", async () => {
    renderWithI18n(<Header locale="en" alternates={alternates} routeName="locations" />, "en");
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("leaves the focus where it is on Escape while the menu is closed", async () => {
    renderWithI18n(<Header locale="en" alternates={alternates} routeName="locations" />, "en");
    const link = screen.getByRole("link", { name: "Locations" });
    link.focus();
    await userEvent.keyboard("{Escape}");
    expect(link).toHaveFocus();
  });

  it("marks the current page's link, and names the home and phone links", () => {
    renderWithI18n(<Header locale="en" alternates={alternates} routeName="locations" />, "en");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Locations" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Uniglass – home" })).toHaveAttribute("href", "/en/");
    expect(screen.getByRole("link", { name: "Call us at 1-800-555-0199" })).toHaveAttribute("href", "tel:+18005550199");
  });
});
