/**
 * The print link of a coupon: the redeem-coupons
 * route in the coupon's locale (/en prefix unless fr) with `params`, the
 * encoded JSON {couponId, slug, locale}, and `method=print`. Built on every
 * page that shows a coupon, so it needs no schema library; the print page
 * reads the params with src/lib/coupon-print-params.ts.
 */
import { buildPath } from "../config/routes";
import type { Locale } from "../config/site";

export const PRINT_METHOD = "print";

export interface PrintParams {
  couponId: number;
  slug: string;
  locale: Locale;
}

/** "/redeem-coupons/?params=%7B%22couponId%22%3A45…%7D&method=print" (fr), "/en/redeem-coupons/?…" (en). */
export function couponPrintPath({ couponId, slug, locale }: PrintParams): string {
  return buildPath(
    "redeem-coupons",
    locale,
    {},
    {
      params: JSON.stringify({ couponId, slug, locale }),
      method: PRINT_METHOD,
    },
  );
}
