/**
 * The browser shows the same not-found page data (/404.html, built in French)
 * for every unknown address: the page speaks the address's language.
 */
import * as React from "react";
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import type { PageProps } from "gatsby";
import { LocationProvider, createHistory } from "@gatsbyjs/reach-router";
import NotFoundPage from "../../src/pages/404";
import { AppStateProvider } from "../../src/state/app-state";
import { loadBundles } from "../helpers/render-with-i18n";

function renderAt(pathname: string) {
  // As the i18n plugin sets it up for /404.html: French, with the texts of both languages in the page data.
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: "fr",
    fallbackLng: "fr",
    resources: { fr: loadBundles("fr"), en: loadBundles("en") },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initImmediate: false,
  });
  const context = {
    language: "fr",
    languages: ["fr", "en"],
    defaultLanguage: "fr",
    generateDefaultLanguagePage: false,
    routed: false,
    originalPath: "/404/",
    path: "/404/",
  };
  const props = { location: { pathname }, data: { locales: { edges: [] } } } as unknown as PageProps<Queries.NotFoundPageQuery>;
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>
        <LocationProvider history={createHistory(window as unknown as Parameters<typeof createHistory>[0])}>
          <AppStateProvider>
            <NotFoundPage {...props} />
          </AppStateProvider>
        </LocationProvider>
      </I18nextContext.Provider>
    </I18nextProvider>,
  );
}

describe("the 404 page", () => {
  it("speaks English at an unknown English address, with links into the English site", () => {
    renderAt("/en/no-such-page/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! We can't find that page.");
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en/");
  });

  it("speaks French at an unknown French address", () => {
    renderAt("/pas-ici/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oups! Cette page est introuvable.");
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  });
});
