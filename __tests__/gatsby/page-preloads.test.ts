import { dataPreloads, pageDataUrl } from "../../gatsby/page-preloads";

describe("pageDataUrl", () => {
  it("gives Gatsby's address of a page's data", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/emplacement/")).toBe("/page-data/emplacement/page-data.json");
    expect(pageDataUrl("/en/locations/uniglass-laval/")).toBe("/page-data/en/locations/uniglass-laval/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
  });
});

it("preloads the site's data, then the page's", () => {
  expect(dataPreloads("/en/")).toEqual(["/page-data/app-data.json", "/page-data/en/page-data.json"]);
});

it("then the page's shared results (its translation bundles)", () => {
  expect(dataPreloads("/", ["locale-fr-abc"])).toEqual(["/page-data/app-data.json", "/page-data/index/page-data.json", "/page-data/sq/d/locale-fr-abc.json"]);
});
