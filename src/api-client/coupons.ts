/** Coupon and promotion calls. */
import { couponEmailSchema, couponPhoneSchema, couponSchema, promotionSchema, type Coupon, type Promotion } from "../contract";
import type { z } from "zod";
import { getList, getOne, postJson, segment, type CallOptions, type PostOptions, type QueryParams, type SubmitResult } from "./client";

/** GET /coupons/{couponId}/{slug}: one coupon as offered by one store (print page). */
export const getCoupon = (couponId: number, slug: string, params?: QueryParams, options?: CallOptions): Promise<Coupon> =>
  getOne(couponSchema, `/coupons/${segment(couponId)}/${segment(slug)}`, params, options);

/** GET /coupons/{slug}: a store's coupons. */
export const getStoreCoupons = (slug: string, params?: QueryParams, options?: CallOptions): Promise<Coupon[]> =>
  getList(couponSchema, `/coupons/${segment(slug)}`, params, options);

/** GET /coupons/privilege. */
export const getPrivilegeCoupons = (params?: QueryParams, options?: CallOptions): Promise<Coupon[]> =>
  getList(couponSchema, "/coupons/privilege", params, options);

/** GET /promotions. */
export const listPromotions = (params?: QueryParams, options?: CallOptions): Promise<Promotion[]> => getList(promotionSchema, "/promotions", params, options);

export type CouponSendKind = "email" | "phone";
export type CouponSendBody = z.input<typeof couponEmailSchema>;

/**
 * POST /coupons_emails or /coupons_phones (chosen by the kind): sends coupons
 * to the visitor, or signs them up for coupon alerts when `coupons` is empty.
 */
export function sendCoupon(kind: CouponSendKind, body: CouponSendBody, options?: PostOptions): Promise<SubmitResult> {
  return kind === "email" ? postJson(couponEmailSchema, "/coupons_emails", body, options) : postJson(couponPhoneSchema, "/coupons_phones", body, options);
}
