import * as React from "react";
import { render, screen } from "@testing-library/react";
import { wrapPageElement } from "../../src/components/page-translations/page-translations";
import { useTranslation } from "../../src/hooks/use-translation";
import type { Locale } from "../../src/config/site";
import { asPage, localeEdges } from "../helpers/render-with-i18n";

function FooterLabel() {
  const { t, i18n } = useTranslation();
  return <p lang={i18n.language}>{t("common:footer.label")}</p>;
}

const i18n = (language: Locale) => ({ language, languages: ["fr", "en"], defaultLanguage: "fr", routed: language !== "fr", originalPath: "/", path: "/" });

describe("the site's page wrapper", () => {
  it("gives a page of the route table the texts of its bundles in its context's language", () => {
    render(asPage(<FooterLabel />, "en"));
    expect(screen.getByText("Footer")).toHaveAttribute("lang", "en");
  });

  it("gives the not-found page the texts of its query, in its context's language", () => {
    render(asPage(<FooterLabel />, "en", [...localeEdges("fr"), ...localeEdges("en")]));
    expect(screen.getByText("Footer")).toHaveAttribute("lang", "en");
  });

  it("follows the language of the context when the same page data is wrapped again in another", () => {
    const data = { locales: { edges: [...localeEdges("fr"), ...localeEdges("en")] } };
    const { rerender } = render(wrapPageElement({ element: <FooterLabel />, props: { data, pageContext: { i18n: i18n("fr") } } }));
    expect(screen.getByText("Pied de page")).toBeInTheDocument();
    rerender(wrapPageElement({ element: <FooterLabel />, props: { data, pageContext: { i18n: i18n("en") } } }));
    expect(screen.getByText("Footer")).toHaveAttribute("lang", "en");
  });

  it("leaves a page without a language context as it is", () => {
    const element = <FooterLabel />;
    expect(wrapPageElement({ element, props: { data: {}, pageContext: {} } })).toBe(element);
  });

  it("refuses the i18n plugin's redirect by browser language, which it does not do", () => {
    expect(() => wrapPageElement({ element: <FooterLabel />, props: { pageContext: { i18n: i18n("fr") } } }, { redirect: true })).toThrow(/redirect: false/);
  });
});
