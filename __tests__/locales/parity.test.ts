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

/**
 * The keys written twice in one object of a JSON text, as "path.key" (JSON.parse
 * keeps the last one silently, so a text edited in one place may never show).
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  // One frame per open object or array: the keys seen in an object, and the key being read.
  const stack: { keys: Set<string> | null; path: string; key: string }[] = [];
  const token = /"(?:[^"\\]|\\.)*"|[{}[\]:,]/g;
  let pendingKey: string | null = null;
  let last = "";
  for (let match = token.exec(text); match; match = token.exec(text)) {
    const tok = match[0];
    const frame = stack[stack.length - 1];
    if (tok === "{" || tok === "[") {
      const here = frame ? (frame.keys ? `${frame.path}${frame.key}.` : frame.path) : "";
      stack.push({ keys: tok === "{" ? new Set() : null, path: here, key: "" });
    } else if (tok === "}" || tok === "]") stack.pop();
    else if (tok === ":" && frame?.keys && pendingKey !== null) {
      if (frame.keys.has(pendingKey)) found.push(`${frame.path}${pendingKey}`);
      frame.keys.add(pendingKey);
      frame.key = pendingKey;
    }
    pendingKey = tok.startsWith('"') && (last === "{" || last === ",") ? (JSON.parse(tok) as string) : null;
    last = tok;
  }
  return found;
}

describe("translation bundles", () => {
  const fr = bundles("fr");
  const en = bundles("en");

  it("write no key twice in one object (the file would silently keep the later text)", () => {
    expect(duplicateKeys('{"a":{"b":1,"c":[{"b":2}],"b":3},"d":"x"}')).toEqual(["a.b"]);
    const twice = ["fr", "en"].flatMap((locale) =>
      fs
        .readdirSync(path.join(root, locale))
        .filter((file) => file.endsWith(".json"))
        .flatMap((file) => duplicateKeys(fs.readFileSync(path.join(root, locale, file), "utf8")).map((key) => `${locale}/${file}: ${key}`)),
    );
    expect(twice).toEqual([]);
  });

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
