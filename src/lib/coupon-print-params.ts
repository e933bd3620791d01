/**
 * The reading of a coupon's print params (see src/lib/coupon-print.ts) on the
 * print page, which must survive anything a visitor (or a truncated link)
 * puts in the address.
 */
import { z } from "zod";
import { localeSchema, slugSchema } from "../contract/common";
import { PRINT_METHOD, type PrintParams } from "./coupon-print";

const printParamsSchema = z.object({
  couponId: z.number().int().positive(),
  slug: slugSchema,
  locale: localeSchema,
});

export type ParsedPrintParams = { ok: true; params: PrintParams; print: boolean } | { ok: false; reason: "missing" | "malformed" };

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
