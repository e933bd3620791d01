import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PublicDir, overBudget, type Budgets } from "../../scripts/lib/page-weight";
import { tempDir } from "../support/temp-dirs";

/** A tiny built site, shaped as Gatsby 5 writes public/. */
function site(): string {
  const root = tempDir("page-weight");
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    "webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: "app-1.js" }] },
        "component---src-templates-home-tsx": {
          assets: [{ name: "styles.css" }, { name: "commons-1.js" }, { name: "component---src-templates-home-tsx-1.js" }],
        },
        "component---src-templates-info-tsx": { assets: [{ name: "commons-1.js" }] },
      },
    }),
  );
  write("app-1.js", "a".repeat(5000));
  write("commons-1.js", "console.log(1);".repeat(200));
  write("component---src-templates-home-tsx-1.js", "x");
  write("media/hero.webp", Buffer.alloc(3000, 7));
  write("page-data/app-data.json", "{}");
  write("page-data/sq/d/42.json", "{}");
  write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---src-templates-home-tsx", staticQueryHashes: ["42"] }));
  write("page-data/en/about/page-data.json", JSON.stringify({ componentChunkName: "component---src-templates-info-tsx", staticQueryHashes: [] }));
  write(
    "index.html",
    `<html><head><style>a{color:red}</style><link rel="icon" href="/favicon.ico"/><link rel="icon" href="/favicon.svg"/></head><body>
     <img src="/media/hero.webp" loading="eager"><img src="/media/below.webp" loading="lazy">
     <script>window.x=1</script><script type="application/ld+json">{"a":1}</script>
     <script src="/app-1.js" async></script><script src="https://maps.example/x.js"></script></body></html>`,
  );
  write("favicon.ico", Buffer.alloc(100));
  write("en/about/index.html", `<html><body><script src="/app-1.js"></script><img src="/missing.png"></body></html>`);
  return root;
}

describe("page weight of the built site", () => {
  const root = site();
  const dir = new PublicDir(root);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length;

  it("finds every HTML page", () => {
    expect(dir.htmlFiles().map((f) => path.relative(root, f))).toEqual(["en/about/index.html", "index.html"]);
  });

  it("counts the HTML's scripts and its component's chunks (gzip), inline scripts, eager images, one favicon and the page data", () => {
    const home = dir.measure(path.join(root, "index.html"));
    expect(home.page).toBe("/");
    expect(home.kind).toBe("home");
    const js = gz("app-1.js") + gz("commons-1.js") + gz("component---src-templates-home-tsx-1.js");
    expect(home.jsBytes).toBe(js + zlib.gzipSync("window.x=1", { level: 9 }).length);
    // document, 3 scripts, favicon, eager image, page-data, app-data, one static query
    expect(home.requests).toBe(9);
    expect(home.inlineCssBytes).toBe("a{color:red}".length);
    expect(home.totalBytes).toBe(
      gz("index.html") + js + 100 + 3000 + gz("page-data/index/page-data.json") + gz("page-data/app-data.json") + gz("page-data/sq/d/42.json"),
    );
  });

  it("throws on a reference to a file the build does not have", () => {
    expect(() => dir.measure(path.join(root, "en/about/index.html"))).toThrow("The built site has no /missing.png");
  });

  it("reports every figure over budget with the page, and kinds without a budget", () => {
    const weights = [
      { page: "/", kind: "home", jsBytes: 1000, totalBytes: 5000, requests: 9, inlineCssBytes: 300 },
      { page: "/en/", kind: "home", jsBytes: 1200, totalBytes: 5200, requests: 9, inlineCssBytes: 301 },
      { page: "/en/about/", kind: "info", jsBytes: 10, totalBytes: 10, requests: 1, inlineCssBytes: 0 },
    ];
    const budgets: Budgets = { homeTotalBytes: 5100, inlineCssBytes: 300, kinds: { home: { jsBytes: 1100, requests: 9 }, blog: { jsBytes: 1, requests: 1 } } };
    expect(overBudget(weights, budgets)).toEqual([
      "home: 1200 bytes of JavaScript on /en/, budget 1100",
      "home: 301 bytes of inline CSS on /en/, budget 300",
      'page kind "info" has no budget in budgets.json (add one from its figures)',
      'budgets.json has a budget for "blog" but the site has no such page',
      "home /en/: 5200 bytes in all, budget 5100",
    ]);
    expect(
      overBudget(weights, { homeTotalBytes: 5200, inlineCssBytes: 301, kinds: { home: { jsBytes: 1200, requests: 9 }, info: { jsBytes: 10, requests: 1 } } }),
    ).toEqual([]);
  });
});
