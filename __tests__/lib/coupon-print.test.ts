import { couponPrintPath } from "../../src/lib/coupon-print";
import { parsePrintParams } from "../../src/lib/coupon-print-params";

describe("couponPrintPath", () => {
  it("has no prefix in French and carries the encoded JSON and method=print", () => {
    const path = couponPrintPath({ couponId: 45, slug: "uniglass-montreal-rosemont", locale: "fr" });
    expect(path).toBe(
      "/redeem-coupons/?params=%7B%22couponId%22%3A45%2C%22slug%22%3A%22uniglass-montreal-rosemont%22%2C%22locale%22%3A%22fr%22%7D&method=print",
    );
  });

  it("carries the /en prefix in English, and the locale inside the params too", () => {
    const path = couponPrintPath({ couponId: 3, slug: "ziebart-laval", locale: "en" });
    expect(path.startsWith("/en/redeem-coupons/?")).toBe(true);
    const query = new URLSearchParams(path.split("?")[1]);
    expect(JSON.parse(query.get("params") ?? "")).toEqual({ couponId: 3, slug: "ziebart-laval", locale: "en" });
    expect(query.get("method")).toBe("print");
  });

  it("round-trips through parsePrintParams", () => {
    const path = couponPrintPath({ couponId: 12, slug: "uniglass-quebec", locale: "en" });
    expect(parsePrintParams(`?${path.split("?")[1]}`)).toEqual({
      ok: true,
      params: { couponId: 12, slug: "uniglass-quebec", locale: "en" },
      print: true,
    });
  });
});

describe("parsePrintParams", () => {
  it.each([
    ["", "missing"],
    ["?method=print", "missing"],
    ["?params=&method=print", "missing"],
    ["?params=%7Bnot-json&method=print", "malformed"],
    ["?params=42", "malformed"],
    [`?params=${encodeURIComponent(JSON.stringify({ couponId: "x", slug: "a", locale: "fr" }))}`, "malformed"],
    [`?params=${encodeURIComponent(JSON.stringify({ couponId: 4, slug: "../admin", locale: "fr" }))}`, "malformed"],
    [`?params=${encodeURIComponent(JSON.stringify({ couponId: 4, slug: "a-shop", locale: "de" }))}`, "malformed"],
    [`?params=${encodeURIComponent(JSON.stringify({ couponId: -1, slug: "a-shop", locale: "fr" }))}`, "malformed"],
  ])("%p is %s, without throwing", (search, reason) => {
    expect(parsePrintParams(search)).toEqual({ ok: false, reason });
  });

  it("tells whether the print dialog was asked for", () => {
    const params = encodeURIComponent(JSON.stringify({ couponId: 4, slug: "a-shop", locale: "fr" }));
    expect(parsePrintParams(`?params=${params}`)).toMatchObject({ ok: true, print: false });
  });
});
