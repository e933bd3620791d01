import { isChunkError, isRequiredAsset, isSiteAsset, mayReload } from "../../src/lib/asset-failure";

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
