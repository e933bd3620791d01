/**
 * Renders a component as the page would: real translation bundles of
 * locales/{lng}, the i18n plugin's context, and the client state provider.
 */
import * as React from "react";
import fs from "fs";
import path from "path";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { render, type RenderOptions } from "@testing-library/react";
import { LocationProvider, createHistory } from "@gatsbyjs/reach-router";
import { AppStateProvider } from "../../src/state/app-state";
import type { Locale } from "../../src/config/site";
import { CarriedParamsProvider } from "../../src/hooks/use-carried-params";

const root = path.join(__dirname, "..", "..", "locales");

export function loadBundles(locale: Locale): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(root, locale))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(root, locale, file), "utf8"))]),
  );
}

export function makeI18n(locale: Locale) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: "fr",
    resources: { [locale]: loadBundles(locale) },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initImmediate: false,
  });
  return instance;
}

export function renderWithI18n(ui: React.ReactElement, locale: Locale = "fr", options?: RenderOptions) {
  const i18n = makeI18n(locale);
  const context = {
    language: locale,
    languages: ["fr", "en"],
    defaultLanguage: "fr",
    generateDefaultLanguagePage: false,
    routed: locale !== "fr",
    originalPath: "/",
    path: "/",
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>
        <LocationProvider history={createHistory(window as unknown as Parameters<typeof createHistory>[0])}>
          <AppStateProvider>
            <CarriedParamsProvider search={window.location.search}>{ui}</CarriedParamsProvider>
          </AppStateProvider>
        </LocationProvider>
      </I18nextContext.Provider>
    </I18nextProvider>,
    options,
  );
}
