import { ACCESSORY_ROUTES, accessoryRouteFor, planServicePages } from "../../gatsby/create-service-pages";

const categories = [
  { id: "c1fr", entityId: 1, locale: "fr", slug: "pare-brise" },
  { id: "c1en", entityId: 1, locale: "en", slug: "windshield" },
  { id: "c5fr", entityId: 5, locale: "fr", slug: "accessoires" },
  { id: "c5en", entityId: 5, locale: "en", slug: "accessories" },
];
const services = [
  { id: "s1fr", entityId: 1, locale: "fr", slug: "reparation-de-pare-brise", category: { id: "c1fr", entityId: 1 } },
  { id: "s1en", entityId: 1, locale: "en", slug: "windshield-repair", category: { id: "c1en", entityId: 1 } },
  { id: "s13fr", entityId: 13, locale: "fr", slug: "supports-a-velos", category: { id: "c5fr", entityId: 5 } },
  { id: "s13en", entityId: 13, locale: "en", slug: "bike-racks", category: { id: "c5en", entityId: 5 } },
  { id: "s99fr", entityId: 99, locale: "fr", slug: "orphelin", category: null },
];
const transcripts = [
  { id: "t1fr", locale: "fr", slug: "transcription", service: null, serviceCategory: { entityId: 1 } },
  { id: "t1en", locale: "en", slug: "transcript", service: null, serviceCategory: { entityId: 1 } },
  { id: "t2en", locale: "en", slug: "transcript", service: { entityId: 1 }, serviceCategory: null },
];

describe("planServicePages", () => {
  const pages = planServicePages(categories, services, transcripts);
  const byPath = new Map(pages.map((p) => [p.path, p]));

  it("creates the categories and services with their translated alternates", () => {
    const repair = byPath.get("/services/pare-brise/reparation-de-pare-brise/")!;
    expect(repair.template).toBe("service-details");
    expect(repair.context).toMatchObject({
      id: "s1fr",
      categoryId: "c1fr",
      routeName: "service-details",
      alternates: { fr: "/services/pare-brise/reparation-de-pare-brise/", en: "/en/services/windshield/windshield-repair/" },
    });
    expect(byPath.get("/en/services/windshield/")).toMatchObject({ template: "service-category", context: { id: "c1en" } });
  });

  it("gives the accessories to their static routes, never the generic pattern", () => {
    const bikes = byPath.get("/services/accessoires/supports-a-velos/")!;
    expect(bikes.context).toMatchObject({ routeName: "bike-racks", id: "s13fr", sitemap: true });
    expect(byPath.get("/en/services/accessories/bike-racks/")!.context).toMatchObject({ routeName: "bike-racks" });
    expect(pages.filter((p) => p.context.routeName === "service-details").map((p) => p.path)).not.toContain("/services/accessoires/supports-a-velos/");
  });

  it("skips a service without a category", () => {
    expect(pages.some((p) => p.context.id === "s99fr")).toBe(false);
  });

  it("puts a category's transcript on the transcript route and a service's on transcription", () => {
    expect(byPath.get("/services/pare-brise/transcription/")!.context).toMatchObject({
      routeName: "transcript",
      alternates: { en: "/en/services/windshield/transcript/" },
    });
    expect(byPath.get("/en/services/windshield-repair/transcript/")!.context).toMatchObject({
      routeName: "transcription",
      alternates: { fr: "/services/reparation-de-pare-brise/transcription/" },
    });
  });

  it("knows the five accessory routes by their English path", () => {
    expect(ACCESSORY_ROUTES.map((r) => r.name)).toEqual(["bike-racks", "floor-mats", "rooftop-cargo", "running-boards", "tonneau-covers"]);
    expect(accessoryRouteFor("floor-mats", "accessories")).toBe("floor-mats");
    expect(accessoryRouteFor("windshield-repair", "windshield")).toBeNull();
  });
});
