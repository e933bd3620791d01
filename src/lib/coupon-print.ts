/**
 * The print link of a coupon (SPEC §2 redeem-coupons, §9): the redeem-coupons
 * route in the coupon's locale (/en prefix unless fr) with `params`, the
 * encoded JSON {couponId, slug, locale}, and `method=print`; and the reading
 * of those params on the print page, which must survive anything a visitor
 * (or a truncated link) puts in the address.
 */
import { z } from "zod";
import { buildPath } from "../config/routes";
import type { Locale } from "../config/site";
import { localeSchema, slugSchema } from "../contract/common";

export const PRINT_METHOD = "print";

export interface PrintParams {
  couponId: number;
  slug: string;
  locale: Locale;
}

const printParamsSchema = z.object({
  couponId: z.number().int().positive(),
  slug: slugSchema,
  locale: localeSchema,
});

/** "/redeem-coupons/?params=%7B%22couponId%22%3A45…%7D&method=print" (fr), "/en/redeem-coupons/?…" (en). */
export function couponPrintPath({ couponId, slug, locale }: PrintParams): string {
  return buildPath("redeem-coupons", locale, {}, {
    params: JSON.stringify({ couponId, slug, locale }),
    method: PRINT_METHOD,
  });
}

export type ParsedPrintParams =
  | { ok: true; params: PrintParams; print: boolean }
  | { ok: false; reason: "missing" | "malformed" };

/** Reads `?params=…&method=…` (a location.search string); never throws. */
export function parsePrintParams(search: string): ParsedPrintParams {
  const query = new URLSearchParams(search);
  const raw = query.get("params");
  if (raw === null || raw.trim() === "") return { ok: false, reason: "missing" };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const parsed = printParamsSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  return { ok: true, params: parsed.data, print: query.get("method") === PRINT_METHOD };
}
