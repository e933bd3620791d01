import { FINDER_SEARCH_SCRIPT, FINDER_TITLE_SCRIPT, earlyAsked } from "../../src/lib/finder-flag";

describe("earlyAsked: a search sent before the finder page ran", () => {
  it("goes to the finder's address with the words and the carried campaign, and shows that search meanwhile", () => {
    const early = earlyAsked("fr", "?ctn=spring", "Trois-Rivières");
    expect(early).not.toBeNull();
    const href = new URL(early!.href, "http://site");
    expect(href.pathname).toBe("/emplacement/");
    expect(href.searchParams.get("key")).toBe("Trois-Rivières");
    expect(href.searchParams.get("ctn")).toBe("spring");
    expect(early!.asked).toEqual({ from: "?ctn=spring", query: href.search });
  });

  it("keeps the English address on the English page, and drops what the site does not carry", () => {
    const early = earlyAsked("en", "?key=Laval&utm_source=x", "Gatineau");
    expect(early!.href).toBe("/en/locations/?key=Gatineau");
    expect(early!.asked).toEqual({ from: "?key=Laval&utm_source=x", query: "?key=Gatineau" });
  });

  it("is nothing without words", () => {
    expect(earlyAsked("fr", "", null)).toBeNull();
    expect(earlyAsked("fr", "", "")).toBeNull();
  });
});

it("writes the results' title the same way in both head scripts, as text", () => {
  const write = 'h.textContent=p.getAttribute("data-key").split("{{query}}").join(k)';
  expect(FINDER_SEARCH_SCRIPT).toContain(write);
  expect(FINDER_TITLE_SCRIPT).toContain(write);
  expect(FINDER_SEARCH_SCRIPT + FINDER_TITLE_SCRIPT).not.toContain("innerHTML");
});
