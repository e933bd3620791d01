import fs from "fs";
import path from "path";

const root = path.join(__dirname, "..", "..", "locales");

function keys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function bundles(locale: string): Record<string, unknown> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(root, locale))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file, JSON.parse(fs.readFileSync(path.join(root, locale, file), "utf8"))]),
  );
}

describe("translation bundles", () => {
  const fr = bundles("fr");
  const en = bundles("en");

  it("exist as the same files in French and English", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr)).toEqual(expect.arrayContaining(["common.json", "error.json", "pages.json"]));
  });

  it.each(Object.keys(fr))("%s has exactly the same keys in both languages", (file) => {
    expect(keys(en[file]).sort()).toEqual(keys(fr[file]).sort());
  });

  it("has no empty text", () => {
    for (const bundle of [fr, en]) {
      for (const [file, data] of Object.entries(bundle)) {
        const walk = (value: unknown, at: string): void => {
          if (typeof value === "string") expect(`${file}:${at}=${value.trim()}`).not.toMatch(/=$/);
          else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => walk(v, `${at}.${k}`));
        };
        walk(data, "");
      }
    }
  });

  it("has a title, description and introduction for every static route", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ROUTES } = require("../../src/config/routes") as typeof import("../../src/config/routes");
    for (const route of ROUTES.filter((r) => r.params.length === 0)) {
      for (const bundle of [fr, en]) {
        const pages = bundle["pages.json"] as Record<string, Record<string, string>>;
        expect(pages[route.group]).toEqual(expect.objectContaining({ title: expect.any(String), description: expect.any(String), intro: expect.any(String) }));
      }
    }
  });
});
