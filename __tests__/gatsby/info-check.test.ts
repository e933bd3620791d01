import fs from "fs";
import os from "os";
import path from "path";
import { checkInfoContent } from "../../gatsby/create-pages";

const root = path.resolve(__dirname, "..", "..");

function siteWith(mutate: (fr: Record<string, { sections: unknown[] }>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "info-check-"));
  for (const lng of ["fr", "en"]) {
    const bundle = JSON.parse(fs.readFileSync(path.join(root, "locales", lng, "info.json"), "utf8"));
    if (lng === "fr") mutate(bundle);
    fs.mkdirSync(path.join(dir, "locales", lng), { recursive: true });
    fs.writeFileSync(path.join(dir, "locales", lng, "info.json"), JSON.stringify(bundle));
  }
  return dir;
}

describe("the build's check of the information pages' content", () => {
  it("passes the content of the repository", () => {
    expect(checkInfoContent(root)).toEqual([]);
  });

  it("names the language and the page of malformed or missing content", () => {
    const dir = siteWith((fr) => {
      fr.about.sections = [];
      delete (fr as Record<string, unknown>)["privacy-policy"];
    });
    const problems = checkInfoContent(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^locales\/fr\/info\.json "about" is malformed/);
    expect(problems[1]).toMatch(/^locales\/fr\/info\.json "privacy-policy" is malformed/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
