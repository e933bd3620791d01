import * as React from "react";
import { screen } from "@testing-library/react";
import { InternalLink, RouteLink } from "../../src/components/route-link/route-link";
import { renderWithI18n } from "../helpers/render-with-i18n";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("RouteLink", () => {
  it("leads to the route's address in the page's language, for the site's own navigation to route", () => {
    renderWithI18n(<RouteLink route="about">À propos</RouteLink>, "fr");
    const link = screen.getByRole("link", { name: "À propos" });
    expect(link).toHaveAttribute("href", "/a-propos/");
    expect(link).toHaveAttribute("data-site-link", "");
  });

  it("builds an English address from the route's values and query on an English page, passing its attributes on", () => {
    renderWithI18n(
      <>
        <RouteLink route="store-details" params={{ slug: "uniglass-laval" }} className="name" aria-current="page">
          Uniglass Laval
        </RouteLink>
        <RouteLink route="locations" query={{ search: "Laval" }}>
          Near Laval
        </RouteLink>
      </>,
      "en",
    );
    const link = screen.getByRole("link", { name: "Uniglass Laval" });
    expect(link).toHaveAttribute("href", "/en/locations/uniglass-laval/");
    expect(link).toHaveClass("name");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Near Laval" })).toHaveAttribute("href", "/en/locations/?search=Laval");
  });

  it("leads to the not-found page when a value of the address is missing, instead of a broken address", () => {
    renderWithI18n(
      <RouteLink route="store-details" params={{ slug: undefined }}>
        Atelier
      </RouteLink>,
      "fr",
    );
    expect(screen.getByRole("link", { name: "Atelier" }).getAttribute("href")).toMatch(/^\/404/);
  });

  it("keeps the campaign's carried query from the page's address", () => {
    window.history.replaceState(null, "", "/services/?ctn=spring&other=1");
    renderWithI18n(<RouteLink route="contacts">Contact</RouteLink>, "fr");
    expect(screen.getByRole("link", { name: "Contact" }).getAttribute("href")).toMatch(/\?ctn=spring$/);
  });
});

describe("InternalLink", () => {
  it("adds the carried query to a path already built, after the path's own query", () => {
    window.history.replaceState(null, "", "/?ctn=spring");
    renderWithI18n(<InternalLink to="/emplacement/?search=Laval">Laval</InternalLink>, "fr");
    const link = screen.getByRole("link", { name: "Laval" });
    expect(link).toHaveAttribute("href", "/emplacement/?search=Laval&ctn=spring");
    expect(link).toHaveAttribute("data-site-link", "");
  });
});
