import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { addressesOf, manifestOf, planDeploy } from "../../scripts/lib/deploy-manifest";
import { tempDir } from "../support/temp-dirs";

function builtSite(files: Record<string, string>): string {
  const root = tempDir("deploy-manifest");
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("deploy manifest and plan", () => {
  const first = {
    "index.html": "<h1>Accueil</h1>",
    "index.html.br": "br",
    "emplacement/uniglass-laval/index.html": "<h1>Laval</h1>",
    "emplacement/uniglass-alma/index.html": "<h1>Alma</h1>",
    "app-1.js": "console.log(1)",
  };

  it("lists every file with its SHA-256 and size, by path with / separators", () => {
    const manifest = manifestOf(builtSite(first), new Date("2026-11-24T10:00:00Z"));
    expect(manifest.writtenAt).toBe("2026-11-24T10:00:00.000Z");
    expect(Object.keys(manifest.files).sort()).toEqual(Object.keys(first).sort());
    const sha256 = crypto.createHash("sha256").update("console.log(1)").digest("hex");
    expect(manifest.files["app-1.js"]).toEqual({ sha256, bytes: 14 });
  });

  it("uploads everything when no deploy is recorded", () => {
    const plan = planDeploy(null, manifestOf(builtSite(first)));
    expect(plan.upload.sort()).toEqual(Object.keys(first).sort());
    expect(plan.remove).toEqual([]);
    expect(plan.unchanged).toBe(0);
  });

  it("uploads only what changed or is new, deletes what is gone, and purges their addresses", () => {
    const deployed = manifestOf(builtSite(first));
    const next = { ...first, "emplacement/uniglass-laval/index.html": "<h1>Laval (nouvelles heures)</h1>", "app-2.js": "console.log(2)" } as Record<
      string,
      string
    >;
    delete next["emplacement/uniglass-alma/index.html"];
    const plan = planDeploy(deployed, manifestOf(builtSite(next)));
    expect(plan.upload.sort()).toEqual(["app-2.js", "emplacement/uniglass-laval/index.html"]);
    expect(plan.remove).toEqual(["emplacement/uniglass-alma/index.html"]);
    expect(plan.unchanged).toBe(3);
    expect(plan.purge).toEqual([
      "/app-2.js",
      "/emplacement/uniglass-alma/",
      "/emplacement/uniglass-alma/index.html",
      "/emplacement/uniglass-laval/",
      "/emplacement/uniglass-laval/index.html",
    ]);
  });

  it("gives a page's folder address and a compressed copy's own address", () => {
    expect(addressesOf("index.html")).toEqual(["/", "/index.html"]);
    expect(addressesOf("en/locations/index.html.gz")).toEqual(["/en/locations/", "/en/locations/index.html"]);
    expect(addressesOf("page-data/app-data.json")).toEqual(["/page-data/app-data.json"]);
    expect(addressesOf("404.html")).toEqual(["/404.html"]);
  });
});
