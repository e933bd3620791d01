/**
 * The security headers (issue 9, item 6): the policy for each configuration,
 * the _headers file round trip and path matching, the post-build rewrite of
 * the pages (NUL bytes, Gatsby's per-page inline script, the inline-script
 * limit), and the sample server applying the file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersForPath,
  originOf,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
  type HeaderRule,
} from "../../src/lib/security-headers";
import {
  MAX_INLINE_SCRIPTS,
  imageOrigins,
  inlineScripts,
  rewritePagePathScript,
  stripNul,
  writeSecurityHeaders,
} from "../../gatsby/security-headers";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/database";
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
    const policy = contentSecurityPolicy(
      { apiUrl: "https://api.example.com/api", blogUrl: "/blog", imageOrigins: ["https://cdn.example.com"] },
      [],
    );
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

  it("comes with nosniff, the referrer policy and geolocation for the site alone", () => {
    const headers = securityHeaders({}, []);
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
    const attribute = /data-page-path="([^"]*)"/.exec(html)![1].replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    const script = inlineScripts(html)[0];
    const win: Record<string, unknown> = {};
    const doc = { getElementById: (id: string) => (id === "gatsby-script-loader" ? { getAttribute: () => attribute } : null) };
    new Function("window", "document", script)(win, doc);
    expect(win.pagePath).toBe('/b/"q"&x/');
  });

  it("counts only the inline scripts that run (no src, no JSON-LD) and the image origins", () => {
    const html =
      '<script src="/app.js"></script><script type="application/ld+json">{}</script><script>run()</script>' +
      '<img src="https://cdn.example.com/a.jpg" srcset="https://img.example.com/a.jpg 2x, /b.jpg 1x"><img src="/c.jpg">';
    expect(inlineScripts(html)).toEqual(["run()"]);
    expect(imageOrigins(html).sort()).toEqual(["https://cdn.example.com", "https://img.example.com"]);
  });

  describe("writeSecurityHeaders over a built folder", () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-headers-"));
      fs.mkdirSync(path.join(dir, "en"));
      fs.writeFileSync(path.join(dir, "index.html"), `<h1>a\u0000</h1>${LOADER("/")}<script>one()</script>`);
      fs.writeFileSync(path.join(dir, "en", "index.html"), `<h1>b</h1>${LOADER("/en/")}<script>one()</script>`);
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("rewrites the pages and writes _headers with one hash per distinct inline script", () => {
      const report = writeSecurityHeaders(dir, { apiUrl: "https://api.example.com/api" });
      expect(report).toMatchObject({ pages: 2, inlineScripts: 2 });
      expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).not.toContain("\u0000");
      const [rule] = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
      expect(rule.path).toBe("/*");
      expect(directive(rule.headers["Content-Security-Policy"], "script-src")).toContain(scriptHash("one()"));
      expect(directive(rule.headers["Content-Security-Policy"], "connect-src")).toContain("https://api.example.com");
    });

    it(`fails the build past ${MAX_INLINE_SCRIPTS} distinct inline scripts, naming a page`, () => {
      for (let i = 0; i <= MAX_INLINE_SCRIPTS; i += 1) {
        fs.writeFileSync(path.join(dir, `p${i}.html`), `<script>window.page=${i}</script>`);
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
    const db = await openDatabase(dataDir);
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
      expect(api.headers["content-security-policy"]).toBeUndefined();
    } finally {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
