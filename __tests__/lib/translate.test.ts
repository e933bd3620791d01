import fs from "fs";
import path from "path";
import i18next from "i18next";
import { createTranslator, makeTranslate, pluralSuffix, resourcesFrom, type Resources, type Tree } from "../../src/lib/translate";
import { I18NEXT_OPTIONS } from "../../src/config/site";

const LOCALES = path.join(__dirname, "..", "..", "locales");

function bundles(language: string): Record<string, Tree> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8")) as Tree]),
  );
}

function leaves(value: unknown, prefix: string): string[] {
  if (Array.isArray(value)) return []; // structured content (info pages), read as a bundle, never through t
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`));
}

/** i18next as gatsby-plugin-react-i18next sets it up for a page. */
function i18nextFor(language: string, resources: Resources) {
  const i18n = i18next.createInstance();
  void i18n.init({ ...I18NEXT_OPTIONS, lng: language, fallbackLng: "fr", resources, initImmediate: false });
  return i18n;
}

describe("the site's translator", () => {
  it.each(["fr", "en"])("gives exactly what i18next gives for every key of every bundle, with and without values and counts (%s)", (language) => {
    const resources = { [language]: bundles(language) };
    const i18n = i18nextFor(language, resources);
    const { t } = createTranslator(resources, language);
    // Plural keys are asked without their suffix, as the components ask them.
    const keys = [
      ...new Set(Object.entries(resources[language]).flatMap(([ns, bundle]) => leaves(bundle, `${ns}:`).map((k) => k.replace(/_(one|other)$/, "")))),
    ];
    expect(keys.length).toBeGreaterThan(500);
    expect(keys.filter((key) => t(key) !== i18n.t(key))).toEqual([]);
    const differ: string[] = [];
    for (const key of keys) {
      const [ns, rest] = key.split(":");
      const raw = JSON.stringify(i18n.getResource(language, ns, rest) ?? i18n.getResource(language, ns, `${rest}_other`) ?? "");
      const names = [...raw.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).filter((name) => name !== "count");
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i * 7 : `«${name}»`]));
      for (const options of [values, ...[0, 1, 2, 5, 21].map((count) => ({ ...values, count }))]) {
        if (t(key, options) !== i18n.t(key, options)) differ.push(`${key} ${JSON.stringify(options)}: ${t(key, options)} ≠ ${String(i18n.t(key, options))}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("counts 0 and 1 as one in French, only 1 in English", () => {
    expect([0, 1, 2].map((n) => pluralSuffix("fr", n))).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((n) => pluralSuffix("en", n))).toEqual(["other", "one", "other"]);
    const { t } = createTranslator({ fr: { x: { shop_one: "{{count}} atelier", shop_other: "{{count}} ateliers" } } }, "fr");
    expect(t("x:shop", { count: 0 })).toBe("0 atelier");
    expect(t("x:shop", { count: 3 })).toBe("3 ateliers");
  });

  it("shows a missing key's path, leaves a placeholder without a value, and falls back to French", () => {
    const resources: Resources = { fr: { x: { hello: "Bonjour {{name}}", only: "Seulement en français" } }, en: { x: { hello: "Hello {{name}}" } } };
    const en = createTranslator(resources, "en");
    expect(en.t("x:missing.key")).toBe("missing.key");
    expect(en.t("x:hello")).toBe("Hello {{name}}");
    expect(en.t("x:hello", { name: "Léa" })).toBe("Hello Léa");
    expect(en.t("x:only")).toBe("Seulement en français");
    expect(en.t("hello", { name: 3 })).toBe("Hello 3");
    expect(en.inLanguage("fr").t("x:hello", { name: "Léa" })).toBe("Bonjour Léa");
    expect(en.inLanguage("en")).toBe(en);
  });

  it("reads the page's Locale nodes by language, for Head and for the page", () => {
    const edges = [
      { node: { ns: "common", data: JSON.stringify({ a: "un" }), language: "fr" } },
      { node: { ns: "common", data: JSON.stringify({ a: "one" }), language: "en" } },
      { node: { ns: null, data: null, language: "en" } },
    ];
    expect(Object.keys(resourcesFrom(edges))).toEqual(["fr", "en"]);
    expect(makeTranslate(edges, "en")("common:a")).toBe("one");
    expect(makeTranslate(edges.slice(1))("common:a")).toBe("one");
  });

  it("sees a bundle added later, in every translator over the same texts", () => {
    const resources: Resources = { fr: { common: {} } };
    const fr = createTranslator(resources, "fr");
    expect(fr.hasBundle("forms")).toBe(false);
    fr.addBundle("forms", { sending: "Envoi…" });
    expect(fr.hasBundle("forms")).toBe(true);
    expect(fr.t("forms:sending")).toBe("Envoi…");
    expect(fr.bundle("forms")).toEqual({ sending: "Envoi…" });
  });
});

describe("makeTranslate", () => {
  const t = makeTranslate([{ node: { ns: "common", data: JSON.stringify({ a: { b: "Bonjour {{name}}" } }), language: "fr" } }]);
  it("looks keys up by namespace and interpolates", () => {
    expect(t("common:a.b", { name: "Léa" })).toBe("Bonjour Léa");
  });
  it("shows the key itself when it is missing", () => {
    expect(t("common:a.missing")).toBe("a.missing");
    expect(t("pages:x.title")).toBe("x.title");
  });
});
