import { safeImageUrl, safeUrl } from "../../src/lib/safe-url";

describe("safeUrl", () => {
  it.each([
    "https://www.facebook.com/uniglass",
    "http://example.com/a?b=c#d",
    "mailto:info@uniglass.ca",
    "tel:+14185550100",
    "/fr/promotions/",
    "promotions/hiver",
    "?ctn=123",
    "#contenu",
    "HTTPS://EXAMPLE.COM/",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:window.__pwned()",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "",
    "   ",
  ])("drops %j", (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it("gives null for a missing value and trims what browsers ignore", () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl("  https://uniglass.ca/\n")).toBe("https://uniglass.ca/");
  });
});

describe("safeImageUrl", () => {
  it("keeps http(s) and relative image URLs only", () => {
    expect(safeImageUrl("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(safeImageUrl("/media/slides/a.jpg")).toBe("/media/slides/a.jpg");
    expect(safeImageUrl("mailto:a@b.c")).toBeNull();
    expect(safeImageUrl("data:image/svg+xml,<svg onload=alert(1)>")).toBeNull();
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
  });
});
