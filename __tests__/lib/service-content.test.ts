import { heroBorder, imageWarnings, isImageUrl, summaryOf } from "../../src/lib/service-content";
import { servicePath, transcriptPath } from "../../src/lib/service-links";

describe("isImageUrl", () => {
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

describe("heroBorder", () => {
  it("keeps the four border variants and falls back to blue", () => {
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
