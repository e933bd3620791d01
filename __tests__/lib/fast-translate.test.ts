import fs from "fs";
import path from "path";
import i18next from "i18next";
import { fastTranslate } from "../../src/hooks/use-translation";
import { I18NEXT_OPTIONS } from "../../src/config/site";

const LOCALES = path.join(__dirname, "..", "..", "locales");

function bundles(language: string): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8"))]),
  );
}

function leaves(value: unknown, prefix: string): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`));
}

describe("the site's translation function", () => {
  it.each(["fr", "en"])("gives exactly what i18next gives for every key of every bundle (%s)", (language) => {
    const resources = bundles(language);
    const i18n = i18next.createInstance();
    void i18n.init({ ...I18NEXT_OPTIONS, lng: language, fallbackLng: "fr", resources: { [language]: resources }, initImmediate: false });
    const t = fastTranslate(i18n);
    const keys = Object.entries(resources).flatMap(([ns, bundle]) => leaves(bundle, `${ns}:`));
    expect(keys.length).toBeGreaterThan(500);
    const differ = keys.filter((key) => t(key) !== i18n.t(key));
    expect(differ).toEqual([]);
    // With a value for each placeholder, a number for some, as the components pass them.
    const withValues = keys.filter((key) => String(i18n.t(key)).length > 0);
    const differWithValues = withValues.filter((key) => {
      const raw = JSON.stringify(i18n.getResource(language, key.split(":")[0], key.split(":")[1]) ?? "");
      const names = [...raw.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      if (names.length === 0) return false;
      const options = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i * 7 : `«${name}»`]));
      return t(key, options) !== i18n.t(key, options);
    });
    expect(differWithValues).toEqual([]);
  });

  it("leaves options, plurals, interpolation, nesting and missing keys to i18next", () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      ...I18NEXT_OPTIONS,
      lng: "fr",
      initImmediate: false,
      resources: {
        fr: { x: { plain: "Bonjour", hello: "Bonjour {{name}}", shop_one: "{{count}} atelier", shop_other: "{{count}} ateliers", nested: "$t(x:plain)!" } },
      },
    });
    const t = fastTranslate(i18n);
    expect(t("x:plain")).toBe("Bonjour");
    expect(t("x:hello", { name: "Léa" })).toBe("Bonjour Léa");
    expect(t("x:hello", { name: 3 })).toBe("Bonjour 3");
    expect(t("x:hello", {})).toBe(i18n.t("x:hello", {}));
    expect(t("x:hello", { name: "Léa", other: "x" })).toBe(i18n.t("x:hello", { name: "Léa", other: "x" }));
    expect(t("x:shop", { count: 2 })).toBe("2 ateliers");
    expect(t("x:nested")).toBe("Bonjour!");
    expect(t("x:missing")).toBe("missing");
    expect(fastTranslate(i18n)).toBe(t);
  });
});
