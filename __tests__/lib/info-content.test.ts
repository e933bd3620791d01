import fs from "fs";
import path from "path";
import { ROUTES } from "../../src/config/routes";
import { BRAND, COOKIES, UTM_COOKIES } from "../../src/config/site";
import { InfoContentError, parseInfoContent } from "../../src/lib/info-content-schema";

const bundle = (lng: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "locales", lng, "info.json"), "utf8")) as Record<string, unknown>;

const infoRoutes = ROUTES.filter((route) => route.page === "info");

describe("information pages content", () => {
  it.each(["fr", "en"])("has valid, substantial content for every info route in %s", (lng) => {
    const content = bundle(lng);
    expect(infoRoutes.length).toBeGreaterThanOrEqual(14);
    for (const route of infoRoutes) {
      const sections = parseInfoContent(route.group, content[route.group], { phone: BRAND.phone });
      const text = JSON.stringify(sections);
      expect({ page: route.name, long: text.length > 900 }).toEqual({ page: route.name, long: true });
      expect(text).not.toMatch(/lorem|ipsum|coming soon|bientôt disponible|\{\{/i);
    }
  });

  it.each(["fr", "en"])("links only to routes of the table (%s)", (lng) => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const route of infoRoutes) {
      for (const section of parseInfoContent(route.group, bundle(lng)[route.group])) {
        for (const link of section.links) if (link.route) expect(names).toContain(link.route);
      }
    }
  });

  it.each(["fr", "en"])("the privacy policy lists every cookie the site sets, with a duration (%s)", (lng) => {
    const sections = parseInfoContent("privacy-policy", bundle(lng)["privacy-policy"]);
    const table = sections.find((s) => s.table)?.table;
    expect(table).toBeDefined();
    const cookieCells = table!.rows.map((row) => row[0]).join(" ");
    for (const name of [...Object.values(COOKIES), ...Object.values(UTM_COOKIES), "XSRF-TOKEN"]) {
      expect(cookieCells).toContain(name);
    }
    const durations = Object.fromEntries(table!.rows.map((row) => [row[0], row[2]]));
    expect(durations[COOKIES.favoriteStore]).toMatch(lng === "fr" ? /1 an/ : /1 year/);
    expect(durations["utmSource, utmMedium, utmCampaign, utmContent, utmTerm"]).toMatch(lng === "fr" ? /30 jours/ : /30 days/);
    expect(JSON.stringify(sections)).toMatch(/vieprivee@uniglass\.ca.*418-555-0147/);
  });

  it("keeps the facts the same across pages and languages", () => {
    for (const lng of ["fr", "en"]) {
      const text = JSON.stringify(bundle(lng));
      expect(text).toContain("1991");
      expect(text).toContain("2750");
      expect(text).toContain("Charest Ouest");
      expect(text).toContain("125");
      expect(text).toContain("WCAG");
      expect(text).toContain("2.1");
    }
  });

  it("fills {{values}} and refuses a malformed page, naming it", () => {
    const sections = parseInfoContent("x", { sections: [{ heading: "Appelez", paragraphs: ["Au {{phone}}."] }] }, { phone: "1-800" });
    expect(sections[0]).toEqual({ heading: "Appelez", paragraphs: ["Au 1-800."], list: [], links: [] });
    expect(() => parseInfoContent("about", undefined)).toThrow(InfoContentError);
    expect(() => parseInfoContent("about", { sections: [] })).toThrow(/"about"/);
    expect(() => parseInfoContent("x", { sections: [{ heading: "h", links: [{ label: "l", route: "a", href: "tel:1" }] }] })).toThrow(
      /either a route or an href/,
    );
    expect(() => parseInfoContent("x", { sections: [{ heading: "h", table: { caption: "c", headers: ["a", "b"], rows: [["1"]] } }] })).toThrow(
      /one cell a header/,
    );
  });
});
