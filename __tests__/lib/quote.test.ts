import { carryQuote, formatMoney, formatMoneyRange, quotePrefill, quoteVehicle, vinConfirmed } from "../../src/lib/quote";

/** Intl writes a no-break space (or a narrow one) inside French amounts. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const vehicleValues = {
  way: "model",
  year: "2019",
  make: "honda",
  model: "",
  vin: "1hgcm8263-3a004352",
  confirmedVin: "",
  confirmedVehicle: "",
  vehicleClass: "suv",
};

describe("instant quote rules", () => {
  it("writes cents as Canadian dollars the way each language does", () => {
    expect(plain(formatMoney(123_456, "fr"))).toBe("1 234,56 $");
    expect(formatMoney(123_456, "en")).toBe("$1,234.56");
    expect(plain(formatMoneyRange({ low: 7_000, high: 9_000 }, "fr"))).toBe("70,00 $ – 90,00 $");
    expect(formatMoneyRange({ low: 50_000, high: 50_000 }, "en")).toBe("$500.00");
  });

  it("sends only the vehicle fields of the way chosen, empty ones as missing", () => {
    expect(quoteVehicle(vehicleValues)).toEqual({ kind: "model", year: "2019", make: "honda", model: undefined });
    expect(quoteVehicle({ ...vehicleValues, way: "unknown" })).toEqual({ kind: "unknown", vehicleClass: "suv" });
    expect(quoteVehicle({ ...vehicleValues, way: "vin" })).toEqual({ kind: "vin", vin: "1hgcm8263-3a004352" });
  });

  it("counts a VIN as confirmed only while the one typed is the one confirmed", () => {
    expect(vinConfirmed(vehicleValues)).toBe(false);
    expect(vinConfirmed({ ...vehicleValues, confirmedVin: "1HGCM82633A004352" })).toBe(true);
    expect(vinConfirmed({ vin: "1HGCM82633A004353", confirmedVin: "1HGCM82633A004352" })).toBe(false);
  });

  it("carries a quote into a form's draft, keeping its other answers, and never throws on a refusing storage", () => {
    const prefill = quotePrefill({ number: "Q-2026-000007", vehicle: { year: null, make: null, model: null, vehicleClass: "suv" } });
    expect(prefill).toEqual({ vehicleYear: "", vehicleMake: "", vehicleModel: "", quote: "Q-2026-000007" });
    const items = new Map<string, string>([["draft", JSON.stringify({ firstName: "Léa", store: "old" })]]);
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: () => undefined };
    carryQuote(storage, "draft", "uniglass-laval", prefill);
    expect(JSON.parse(items.get("draft")!)).toEqual({ firstName: "Léa", store: "uniglass-laval", ...prefill });
    items.set("draft", "not json");
    carryQuote(storage, "draft", "uniglass-laval", prefill);
    expect(JSON.parse(items.get("draft")!)).toEqual({ store: "uniglass-laval", ...prefill });
    const full = {
      ...storage,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => carryQuote(full, "draft", "uniglass-laval", prefill)).not.toThrow();
  });
});
