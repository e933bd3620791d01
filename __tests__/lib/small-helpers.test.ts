import { campaignFromSearch, carriedParams, withCarriedParams, hasUndefinedValue } from "../../src/lib/carried-query";
import { isChunkError, isRequiredAsset, isSiteAsset, mayReload } from "../../src/lib/asset-failure";
import { consentScripts } from "../../src/lib/consent";
import { makeTranslate } from "../../src/lib/translate";
import { robotsTxt } from "../../gatsby/robots";

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

describe("asset failures", () => {
  it("recognises this site's scripts, styles and page data, not third parties", () => {
    expect(isSiteAsset("/app-123.js", "https://www.uniglass.ca")).toBe(true);
    expect(isSiteAsset("https://www.uniglass.ca/page-data/a/page-data.json", "https://www.uniglass.ca")).toBe(true);
    expect(isSiteAsset("https://maps.googleapis.com/x.js", "https://www.uniglass.ca")).toBe(false);
    expect(isSiteAsset("/og-image.png", "https://www.uniglass.ca")).toBe(false);
    expect(isSiteAsset(null, "https://www.uniglass.ca")).toBe(false);
  });

  it("reloads for scripts and stylesheets, never for a failed prefetch", () => {
    expect(isRequiredAsset("SCRIPT", null)).toBe(true);
    expect(isRequiredAsset("LINK", "stylesheet")).toBe(true);
    expect(isRequiredAsset("LINK", "prefetch")).toBe(false);
    expect(isRequiredAsset("LINK", "preload prefetch")).toBe(false);
    expect(isRequiredAsset("IMG", null)).toBe(false);
    // A script or stylesheet the bundler adds on demand: the code that asked for it handles the failure.
    expect(isRequiredAsset("SCRIPT", null, true)).toBe(false);
    expect(isRequiredAsset("LINK", "stylesheet", true)).toBe(false);
  });

  it("recognises chunk errors and guards against reload loops", () => {
    expect(isChunkError({ name: "ChunkLoadError", message: "Loading chunk 5 failed." })).toBe(true);
    expect(isChunkError(new Error("Failed to load script"))).toBe(true);
    expect(isChunkError(new Error("boom"))).toBe(false);
    expect(mayReload(null, "/a", 1000)).toBe(true);
    expect(mayReload("/a|1000", "/a", 5000)).toBe(false);
    expect(mayReload("/a|1000", "/a", 12000)).toBe(true);
    expect(mayReload("/a|1000", "/b", 2000)).toBe(true);
  });
});

describe("consent scripts", () => {
  it("loads nothing without an id, the auto-blocker only when its flag is 1", () => {
    expect(consentScripts(undefined, "1")).toEqual([]);
    expect(consentScripts("abc", undefined).map((s) => s.id)).toEqual(["consent-cmp"]);
    expect(consentScripts("abc", "0").map((s) => s.id)).toEqual(["consent-cmp"]);
    const both = consentScripts("abc", "1");
    expect(both.map((s) => s.id)).toEqual(["consent-autoblocker", "consent-cmp"]);
    expect(both[1].attributes["data-settings-id"]).toBe("abc");
  });
});

describe("translate", () => {
  const t = makeTranslate([{ node: { ns: "common", data: JSON.stringify({ a: { b: "Bonjour {{name}}" } }), language: "fr" } }]);
  it("looks keys up by namespace and interpolates", () => {
    expect(t("common:a.b", { name: "Léa" })).toBe("Bonjour Léa");
  });
  it("shows the key itself when it is missing", () => {
    expect(t("common:a.missing")).toBe("a.missing");
    expect(t("pages:x.title")).toBe("x.title");
  });
});

describe("robots.txt", () => {
  it("points to the sitemap at the site URL", () => {
    expect(robotsTxt("https://www.uniglass.ca")).toContain("Sitemap: https://www.uniglass.ca/sitemap-index.xml");
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
