import {
  carryParamsInHtml,
  heroBorder,
  imageWarnings,
  isImageUrl,
  slideHtml,
  summaryOf,
} from "../../src/lib/service-content";
import { servicePath, transcriptPath } from "../../src/lib/service-links";

describe("isImageUrl (SPEC §5)", () => {
  it.each(["/a.jpeg", "/a.jpg", "/a.PNG", "https://cdn.example.com/b.gif", "/c.webp?v=2", "/d.webp#x"])("accepts %s", (url) => {
    expect(isImageUrl(url)).toBe(true);
  });
  it.each(["/a.pdf", "/a.svg", "/a", "/webp", "/a.webp.exe", "", null, undefined])("refuses %p", (url) => {
    expect(isImageUrl(url)).toBe(false);
  });
});

describe("imageWarnings", () => {
  it("warns for a bad URL only, naming the record", () => {
    expect(
      imageWarnings([
        { label: "service a (fr)", image: "/media/a.webp" },
        { label: "service b (fr)", image: null },
        { label: "service c (en)", image: "/media/c.bmp" },
      ]),
    ).toEqual(['Image not rendered for service c (en): "/media/c.bmp" does not end in jpeg, jpg, png, gif or webp']);
  });
});

describe("summaryOf", () => {
  it("keeps a text of 300 characters or less", () => {
    expect(summaryOf("a".repeat(300))).toBe("a".repeat(300));
  });
  it("cuts a longer text to 300 characters plus an ellipsis, from HTML too", () => {
    expect(summaryOf(`<p>${"b".repeat(301)}</p>`)).toBe(`${"b".repeat(300)}…`);
  });
});

describe("carryParamsInHtml", () => {
  it("adds ctn to internal links only, keeping their query and hash", () => {
    const html = '<a href="/emplacement">A</a><a class="x" href="/en/locations?key=Laval#map">B</a><a href="https://x.ca/">C</a><a href="mailto:a@b.ca">D</a><a href="//cdn.ca/x">E</a>';
    expect(carryParamsInHtml(html, { ctn: "123" })).toBe(
      '<a href="/emplacement?ctn=123">A</a><a class="x" href="/en/locations?key=Laval&amp;ctn=123#map">B</a><a href="https://x.ca/">C</a><a href="mailto:a@b.ca">D</a><a href="//cdn.ca/x">E</a>',
    );
  });
  it("leaves the HTML as is without carried parameters", () => {
    expect(carryParamsInHtml('<a href="/a">A</a>', {})).toBe('<a href="/a">A</a>');
  });
});

describe("slideHtml", () => {
  const html = '<h2>T</h2><img src="/a.webp" width="1600" height="600" alt="A" loading="lazy">';
  it("loads the first slide's image eagerly with high priority", () => {
    expect(slideHtml(html, true)).toBe('<h2>T</h2><img src="/a.webp" width="1600" height="600" alt="A" loading="eager" fetchpriority="high">');
  });
  it("loads the other slides' images lazily", () => {
    expect(slideHtml(html, false)).toContain('alt="A" loading="lazy" decoding="async">');
  });
});

describe("heroBorder", () => {
  it("keeps the four variants of SPEC §9 and falls back to blue", () => {
    expect(["blue", "blue-reverse", "purple", "red", "green", null].map(heroBorder)).toEqual(["blue", "blue-reverse", "purple", "red", "blue", "blue"]);
  });
});


describe("service paths", () => {
  it("builds a service, an accessory (its static route's path) and the two transcripts", () => {
    expect(servicePath("fr", "pare-brise", "reparation-de-pare-brise")).toBe("/services/pare-brise/reparation-de-pare-brise/");
    expect(servicePath("en", "accessories", "bike-racks")).toBe("/en/services/accessories/bike-racks/");
    expect(servicePath("fr", null, "x")).toBe("/404/");
    expect(transcriptPath("fr", { kind: "category", slug: "pare-brise" })).toBe("/services/pare-brise/transcription/");
    expect(transcriptPath("en", { kind: "service", slug: "rustproofing" })).toBe("/en/services/rustproofing/transcript/");
  });
});
