/**
 * What an estimate request is about follows the shop's kind: glass damage at
 * a Uniglass shop, one of its protection services at a Ziebart shop. The
 * sample API refuses the other kind (422 on `service`) and stores each with
 * what it is about.
 */
import { postJson, startTestApp, type TestApp } from "./helpers";

// Opening a database (PGlite) takes seconds on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const contact = {
  firstName: "Karine",
  lastName: "Lévesque",
  phone: "450-555-0161",
  preferredContact: "phone",
  vehicleYear: 2024,
  vehicleMake: "Ford",
  vehicleModel: "F-150",
  consent: true,
  locale: "fr",
};
const glass = { glassType: "windshield", damageType: "chip" };

const send = (body: Record<string, unknown>) => t.app.inject(postJson("/api/request_estimates", { ...contact, ...body }));

describe("an estimate request's subject", () => {
  it("asks a Ziebart shop about a protection service, and stores it", async () => {
    const res = await send({ store: "ziebart-saint-jerome", service: "rustproofing" });
    expect(res.statusCode).toBe(201);
    const stored = await t.db.query<{ data: Record<string, unknown> }>("SELECT data FROM request_estimates WHERE store = 'ziebart-saint-jerome'");
    expect(stored.rows.at(-1)?.data).toMatchObject({ service: "rustproofing" });
    expect(stored.rows.at(-1)?.data).not.toHaveProperty("glassType");
  });

  it("refuses glass damage at a Ziebart shop and a protection service at a glass shop", async () => {
    const atZiebart = await send({ store: "ziebart-saint-jerome", ...glass });
    expect(atZiebart.statusCode).toBe(422);
    expect(atZiebart.json().violations).toEqual([{ propertyPath: "service", message: "required" }]);
    const atUniglass = await send({ store: "uniglass-montreal-plateau", service: "ceramic-coating" });
    expect(atUniglass.statusCode).toBe(422);
    expect(atUniglass.json().violations).toEqual([{ propertyPath: "service", message: "unknown_category" }]);
  });

  it("wants the glass and the damage without a service, and never both subjects", async () => {
    const none = await send({ store: "uniglass-montreal-plateau" });
    expect(none.statusCode).toBe(422);
    expect(none.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: "glassType", message: "required" },
        { propertyPath: "damageType", message: "required" },
      ]),
    );
    const both = await send({ store: "ziebart-saint-jerome", service: "rustproofing", ...glass });
    expect(both.statusCode).toBe(422);
    expect(both.json().violations).toEqual([{ propertyPath: "service", message: "invalid" }]);
    expect((await send({ store: "uniglass-montreal-plateau", ...glass })).statusCode).toBe(201);
  });
});
