import { campaignFromSearch, carriedParams, hasUndefinedValue, withCarriedParams } from "../../src/lib/carried-query";

describe("carried query (ctn)", () => {
  it("keeps ctn on internal links only", () => {
    expect(carriedParams("?ctn=spring&x=1")).toEqual({ ctn: "spring" });
    expect(carriedParams("?x=1")).toEqual({});
    expect(withCarriedParams("/emplacement/", { ctn: "a b" })).toBe("/emplacement/?ctn=a+b");
    expect(withCarriedParams("/emplacement/?key=G9A#top", { ctn: "x" })).toBe("/emplacement/?key=G9A&ctn=x#top");
    expect(withCarriedParams("/blog/?ctn=own", { ctn: "x" })).toBe("/blog/?ctn=own");
    expect(withCarriedParams("https://example.com/", { ctn: "x" })).toBe("https://example.com/");
    expect(withCarriedParams("//example.com/", { ctn: "x" })).toBe("//example.com/");
    expect(withCarriedParams("/a/", {})).toBe("/a/");
  });

  it("maps utm_* parameters to their utm* cookie names", () => {
    expect(campaignFromSearch("?utm_source=fb&utm_medium=cpc&utm_campaign=hiver&utm_content=a&utm_term=pare-brise&x=1")).toEqual({
      utmSource: "fb",
      utmMedium: "cpc",
      utmCampaign: "hiver",
      utmContent: "a",
      utmTerm: "pare-brise",
    });
    expect(campaignFromSearch("?utm_source=" + "x".repeat(500)).utmSource).toHaveLength(200);
    expect(campaignFromSearch("")).toEqual({});
  });
});

describe("hasUndefinedValue", () => {
  it("tells an address built with a missing value", () => {
    expect(hasUndefinedValue("?key=undefined")).toBe(true);
    expect(hasUndefinedValue("?ctn=5145550199&utm_source=undefined")).toBe(true);
    expect(hasUndefinedValue("?key=Laval")).toBe(false);
    expect(hasUndefinedValue("?key=undefined%20road")).toBe(false);
    expect(hasUndefinedValue("")).toBe(false);
    expect(hasUndefinedValue("?key=%E0%A4%A")).toBe(false);
  });
});
