import i18next from "i18next";
import { readBundle } from "../../src/lib/lazy-bundles";
import frForms from "../../locales/fr/forms.json";
import enForms from "../../locales/en/forms.json";

function instance(language: string) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { [language]: { common: { hello: "x" } } }, initImmediate: false });
  return i18n;
}

describe("translation bundles loaded on use", () => {
  it("load the page language's bundle once, then put it into every new i18n instance at once", async () => {
    const first = instance("fr");
    const wait = readBundle(first, "fr", "forms");
    expect(wait).toBeInstanceOf(Promise);
    expect(readBundle(first, "fr", "forms")).toBe(wait);
    await wait;
    expect(readBundle(first, "fr", "forms")).toBeNull();
    expect(first.t("forms:sending")).toBe(frForms.sending);

    // Gatsby's i18n plugin makes a new instance for each page: no second load.
    const next = instance("fr");
    expect(readBundle(next, "fr", "forms")).toBeNull();
    expect(next.t("forms:sending")).toBe(frForms.sending);
  });

  it("load the English bundle for an English page", async () => {
    const en = instance("en");
    await readBundle(en, "en", "forms");
    expect(readBundle(en, "en", "forms")).toBeNull();
    expect(en.t("forms:sending")).toBe(enForms.sending);
  });

  it("refuse a bundle it does not know how to load", () => {
    expect(() => readBundle(instance("fr"), "fr", "nope")).toThrow(/nope/);
  });
});
