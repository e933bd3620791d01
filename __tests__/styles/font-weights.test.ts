/**
 * The stylesheets use two font weights, 400 and 700: each other weight (or
 * size) is one more font Chromium looks up while it first lays a page out
 * (docs/performance.md, "Few fonts to look up").
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.join(__dirname, "..", "..", "src");

const cssFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".css"))
    .map((name) => path.join(dir, name));

/** Every weight a stylesheet declares, comments left out: `font-weight` values and `font` shorthands that are not `inherit`. */
function declaredWeights(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const weights = [...rules.matchAll(/font-weight\s*:\s*([^;}]+)/g)].map((match) => match[1].trim());
  const shorthands = [...rules.matchAll(/(?:^|[\s;{])font\s*:\s*([^;}]+)/g)].map((match) => match[1].trim()).filter((value) => value !== "inherit");
  return [...weights, ...shorthands.map((value) => `font: ${value}`)];
}

describe("font weights", () => {
  it("finds weights in declarations and shorthands, not in comments", () => {
    expect(declaredWeights(".a { font-weight: 600; } /* font-weight: 800 */ .b{font: 700 1rem/1.2 serif} .c { font: inherit }")).toEqual([
      "600",
      "font: 700 1rem/1.2 serif",
    ]);
  });

  it("are 400 or 700 in every stylesheet of the site", () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(30);
    const others = files.flatMap((file) =>
      declaredWeights(fs.readFileSync(file, "utf8"))
        .filter((weight) => weight !== "400" && weight !== "700")
        .map((weight) => `${path.relative(SRC, file)}: ${weight}`),
    );
    expect(others).toEqual([]);
  });
});
