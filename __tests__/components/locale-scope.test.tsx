import * as React from "react";
import { render, screen } from "@testing-library/react";
import { LocationProvider, createHistory } from "@gatsbyjs/reach-router";
import { LocaleScope } from "../../src/components/locale-scope/locale-scope";
import { RouteLink } from "../../src/components/route-link/route-link";
import type { Locale } from "../../src/config/site";
import { useLocale } from "../../src/hooks/use-locale";
import { useTranslation } from "../../src/hooks/use-translation";
import { asPage, localeEdges } from "../helpers/render-with-i18n";

function Probe() {
  const { t } = useTranslation();
  return (
    <p>
      <span data-testid="locale">{useLocale()}</span>
      <RouteLink route="about">{t("pages:about.title")}</RouteLink>
    </p>
  );
}

/** A French page carrying the texts of both languages, as the not-found page does. */
function renderIn(language: Locale) {
  return render(
    asPage(
      <LocationProvider history={createHistory(window as unknown as Parameters<typeof createHistory>[0])}>
        <LocaleScope language={language}>
          <Probe />
        </LocaleScope>
      </LocationProvider>,
      "fr",
      [...localeEdges("fr"), ...localeEdges("en")],
    ),
  );
}

describe("LocaleScope", () => {
  it("renders its part of a French page in English: texts, links and language", () => {
    renderIn("en");
    expect(screen.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/about/");
    expect(screen.getByTestId("locale")).toHaveTextContent("en");
  });

  it("leaves a part in the page's own language as it is", () => {
    renderIn("fr");
    expect(screen.getByRole("link", { name: "À propos" })).toHaveAttribute("href", "/a-propos/");
    expect(screen.getByTestId("locale")).toHaveTextContent("fr");
  });
});
