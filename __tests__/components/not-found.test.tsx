/**
 * The browser shows the same not-found page data (/404.html, built in French)
 * for every unknown address: the page speaks the address's language.
 */
import * as React from "react";
import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { LocationProvider, createHistory } from "@gatsbyjs/reach-router";
import NotFoundPage from "../../src/pages/404";
import { AppStateProvider } from "../../src/state/app-state";
import { asPage, localeEdges } from "../helpers/render-with-i18n";

function renderAt(pathname: string) {
  // As the page wrapper sets it up for /404.html: French, with the texts of both languages in the page data.
  const props = { location: { pathname }, data: { locales: { edges: [] } } } as unknown as PageProps<Queries.NotFoundPageQuery>;
  return render(
    asPage(
      <LocationProvider history={createHistory(window as unknown as Parameters<typeof createHistory>[0])}>
        <AppStateProvider>
          <NotFoundPage {...props} />
        </AppStateProvider>
      </LocationProvider>,
      "fr",
      [...localeEdges("fr"), ...localeEdges("en")],
    ),
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
