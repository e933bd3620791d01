import * as React from "react";
import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticQueryContext, useStaticQuery, type HeadProps } from "gatsby";
import { UtilityHead, utilityTemplate } from "../../src/components/utility-page/utility-page";
import type { SitePageContext } from "../../src/config/page-context";
import type { Locale } from "../../src/config/site";
import { loadBundles, renderWithI18n } from "../helpers/render-with-i18n";

const alternates = { fr: "/rendez-vous/", en: "/en/appointment/" };

const context = (language: Locale) =>
  ({
    language,
    routeName: "appointment-manage",
    group: "appointment-manage",
    alternates,
    extraStaticQueryHashes: [`bundles-${language}`],
  }) as unknown as SitePageContext;

function Booking() {
  return <p>Le rendez-vous du visiteur</p>;
}

const Template = utilityTemplate(Booking);

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://www.uniglass.ca" } } });
});

describe("a utility page", () => {
  it("puts what the browser reads from the address under its route's title and introduction, in the site's layout", () => {
    renderWithI18n(<Template pageContext={context("fr")} />, "fr");
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { level: 1, name: "Gérer mon rendez-vous" })).toBeInTheDocument();
    expect(main).toHaveTextContent("Consultez, déplacez ou annulez votre rendez-vous.");
    expect(within(main).getByText("Le rendez-vous du visiteur")).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("speaks English on an English page", () => {
    renderWithI18n(<Template pageContext={context("en")} />, "en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Manage my appointment");
  });
});

describe("UtilityHead", () => {
  it("keeps the page out of search engines and their links, with its route's title and description", () => {
    const props = { data: {}, pageContext: context("fr"), location: { pathname: "/rendez-vous/" } } as unknown as HeadProps<unknown, SitePageContext>;
    const html = renderToStaticMarkup(
      <StaticQueryContext.Provider value={{ "bundles-fr": { data: { language: "fr", bundles: loadBundles("fr") } } }}>
        <UtilityHead {...props} />
      </StaticQueryContext.Provider>,
    );
    const doc = new DOMParser().parseFromString(`<!doctype html>${html}`, "text/html");
    expect(doc.title).toBe("Gérer mon rendez-vous | Uniglass");
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Déplacez ou annulez votre rendez-vous dans un atelier Uniglass.");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
