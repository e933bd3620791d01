import fs from "fs";
import path from "path";
import { RESULTS_FOLDER, bundleId, checkBundlesListed, writeTranslationBundles } from "../../gatsby/translation-bundles";
import { pageContextFor } from "../../gatsby/page-context";
import { ROUTES } from "../../src/config/routes";
import { resourcesFromResults } from "../../src/lib/translate";
import { sharedTranslator } from "../../src/components/page-translations/page-translations";
import { tempDir } from "../support/temp-dirs";

const SETS = [["common", "error"], ["common"]];

function tempSite(): { locales: string; publicDir: string } {
  const root = tempDir("bundles");
  const locales = path.join(root, "locales");
  for (const [language, hello] of [
    ["fr", "Bonjour"],
    ["en", "Hello"],
  ]) {
    fs.mkdirSync(path.join(locales, language), { recursive: true });
    fs.writeFileSync(path.join(locales, language, "common.json"), JSON.stringify({ hello }));
    fs.writeFileSync(path.join(locales, language, "error.json"), JSON.stringify({ oops: `${hello}!` }));
  }
  return { locales, publicDir: path.join(root, "public") };
}

function readResults(folder: string): Record<string, unknown> {
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.slice(0, -".json".length), JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as unknown]),
  );
}

describe("translation bundles as shared results", () => {
  it("writes one file for each set of bundles in each language, and the page's translator reads it", () => {
    const { locales, publicDir } = tempSite();
    const written = writeTranslationBundles(publicDir, SETS, ["fr", "en"], locales);
    expect(written).toHaveLength(4);
    const ids = [bundleId("en", ["common", "error"], locales)];
    expect(ids).toEqual([expect.stringMatching(/^locale-en-[0-9a-f]{12}$/)]);
    const results = readResults(path.join(publicDir, RESULTS_FOLDER));
    expect(Object.keys(results).sort()).toEqual([...written].sort());
    expect(resourcesFromResults(results, ids)).toEqual({ en: { common: { hello: "Hello" }, error: { oops: "Hello!" } } });
    expect(sharedTranslator(results, ids, "en").t("error:oops")).toBe("Hello!");
    expect(bundleId("en", ["common"], locales)).not.toEqual(ids[0]);
  });

  it("shows keys rather than failing while the file is missing, and does not keep that translator", () => {
    const { locales, publicDir } = tempSite();
    writeTranslationBundles(publicDir, SETS, ["fr"], locales);
    const ids = [bundleId("fr", ["common", "error"], locales)];
    const results = readResults(path.join(publicDir, RESULTS_FOLDER));
    expect(resourcesFromResults({}, ids)).toBeNull();
    expect(sharedTranslator({}, ids, "fr").t("error:oops")).toBe("oops");
    expect(sharedTranslator(results, ids, "fr").t("error:oops")).toBe("Bonjour!");
    // Of two files, the one that has come is used; the other's keys show until it comes too.
    const both = [bundleId("fr", ["common"], locales), ids[0]];
    const onlyCommon = { [both[0]]: results[both[0]] };
    expect(sharedTranslator(onlyCommon, both, "fr").t("common:hello")).toBe("Bonjour");
    expect(sharedTranslator(onlyCommon, both, "fr").t("error:oops")).toBe("oops");
    expect(sharedTranslator(results, both, "fr").t("error:oops")).toBe("Bonjour!");
  });

  it("changes a file's id when its texts change, removes the stale file and leaves Gatsby's own results", () => {
    const { locales, publicDir } = tempSite();
    const folder = path.join(publicDir, RESULTS_FOLDER);
    writeTranslationBundles(publicDir, SETS, ["fr", "en"], locales);
    fs.writeFileSync(path.join(folder, "1839314095.json"), '{"data":{}}');
    const before = bundleId("fr", ["common"], locales);
    const edited = path.join(path.dirname(locales), "edited", "locales");
    fs.cpSync(locales, edited, { recursive: true });
    fs.writeFileSync(path.join(edited, "fr", "common.json"), JSON.stringify({ hello: "Salut" }));
    writeTranslationBundles(publicDir, SETS, ["fr", "en"], edited);
    const after = bundleId("fr", ["common"], edited);
    expect(after).not.toBe(before);
    expect(fs.existsSync(path.join(folder, `${before}.json`))).toBe(false);
    expect(fs.existsSync(path.join(folder, `${after}.json`))).toBe(true);
    expect(fs.existsSync(path.join(folder, "1839314095.json"))).toBe(true);
    expect(bundleId("en", ["common"], edited)).toBe(bundleId("en", ["common"], locales));
  });

  it("fails with the bundle's name when a page asks for one that does not exist", () => {
    const { locales } = tempSite();
    expect(() => bundleId("fr", ["common", "nowhere"], locales)).toThrow("locales/fr/nowhere.json");
  });

  it("gives every page of the route table the id of its route's bundles in its language", () => {
    const store = ROUTES.find((route) => route.name === "store-details")!;
    const { context } = pageContextFor(store, "en", { en: { slug: "x" }, fr: { slug: "x" } });
    expect(context.extraStaticQueryHashes).toEqual([bundleId("en", store.namespaces)]);
    expect(context.extraStaticQueryHashes[0]).toMatch(/^locale-en-/);
  });
  it("fails the build when a page's data does not list the bundles its context names (Gatsby not patched)", () => {
    const { publicDir } = tempSite();
    const write = (staticQueryHashes: string[]) => {
      fs.mkdirSync(path.join(publicDir, "page-data", "index"), { recursive: true });
      const result = { pageContext: { extraStaticQueryHashes: ["locale-fr-abc"] } };
      fs.writeFileSync(path.join(publicDir, "page-data", "index", "page-data.json"), JSON.stringify({ result, staticQueryHashes }));
    };
    write(["1839314095"]);
    expect(() => checkBundlesListed(publicDir)).toThrow(/locale-fr-abc.*patch-package/);
    write(["1839314095", "locale-fr-abc"]);
    expect(() => checkBundlesListed(publicDir)).not.toThrow();
  });
});
