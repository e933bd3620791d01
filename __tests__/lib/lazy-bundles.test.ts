import { readBundle } from "../../src/lib/lazy-bundles";
import { createTranslator } from "../../src/lib/translate";
import frForms from "../../locales/fr/forms.json";
import enForms from "../../locales/en/forms.json";

const instance = (language: string) => createTranslator({ [language]: { common: { hello: "x" } } }, language);

describe("translation bundles loaded on use", () => {
  it("load the page language's bundle once, then put it into every new page's translator at once", async () => {
    const first = instance("fr");
    const wait = readBundle(first, "forms");
    expect(wait).toBeInstanceOf(Promise);
    expect(readBundle(first, "forms")).toBe(wait);
    await wait;
    expect(readBundle(first, "forms")).toBeNull();
    expect(first.t("forms:sending")).toBe(frForms.sending);

    // Each page has a translator of its own: no second load.
    const next = instance("fr");
    expect(readBundle(next, "forms")).toBeNull();
    expect(next.t("forms:sending")).toBe(frForms.sending);
  });

  it("load the English bundle for an English page", async () => {
    const en = instance("en");
    await readBundle(en, "forms");
    expect(readBundle(en, "forms")).toBeNull();
    expect(en.t("forms:sending")).toBe(enForms.sending);
  });

  it("refuse a bundle it does not know how to load", () => {
    expect(() => readBundle(instance("fr"), "nope")).toThrow(/nope/);
  });
});
