import * as React from "react";
import { render, screen } from "@testing-library/react";
import { TranslationBundle } from "../../src/components/translation-bundle/translation-bundle";
import { useTranslation } from "../../src/hooks/use-translation";
import type { Locale } from "../../src/config/site";
import { asPage, localeEdges } from "../helpers/render-with-i18n";

function ShopLabel() {
  const { t } = useTranslation();
  return <p>{t("forms:appointment.store")}</p>;
}

/** A page whose own bundles leave out the forms' texts unless `withForms`. */
function renderPage(language: Locale, withForms: boolean) {
  const edges = localeEdges(language).filter((edge) => withForms || edge.node.ns !== "forms");
  return render(
    asPage(
      <React.Suspense fallback={<p>Chargement…</p>}>
        <TranslationBundle ns="forms">
          <ShopLabel />
        </TranslationBundle>
      </React.Suspense>,
      language,
      edges,
    ),
  );
}

describe("TranslationBundle", () => {
  it("waits for the forms' texts in the page's language before showing what needs them", async () => {
    renderPage("en", false);
    expect(screen.getByText("Chargement…")).toBeInTheDocument();
    expect(screen.queryByText("appointment.store")).not.toBeInTheDocument();
    expect(await screen.findByText("Shop")).toBeInTheDocument();
    expect(screen.queryByText("Chargement…")).not.toBeInTheDocument();
  });

  it("shows its content at once when the page already carries the texts", () => {
    renderPage("fr", true);
    expect(screen.getByText("Atelier")).toBeInTheDocument();
    expect(screen.queryByText("Chargement…")).not.toBeInTheDocument();
  });
});
