/**
 * Text of the coupon e-mails and text messages written to the outbox (no mail
 * or SMS provider exists in the sample API), in the visitor's language.
 */
import type { Locale } from "../../src/config/site";
import { BRAND } from "../../src/config/site";

export interface CouponMessageInput {
  locale: Locale;
  coupons: { title: string; conditions?: string; expiresAt?: string | null }[];
  stores: { name: string; streetAddress: string; city: string; phone: string }[];
}

export interface OutboxMessage {
  subject: string;
  body: string;
}

function storeLine(locale: Locale, stores: CouponMessageInput["stores"]): string {
  if (stores.length === 0) return locale === "fr" ? "dans toutes nos succursales" : "at all our shops";
  const names = stores.map((s) => `${s.name} (${s.streetAddress}, ${s.city}, ${s.phone})`).join(locale === "fr" ? " et " : " and ");
  return locale === "fr" ? `chez ${names}` : `at ${names}`;
}

function expiry(locale: Locale, date: string | null | undefined): string {
  if (!date) return "";
  return locale === "fr" ? ` Valide jusqu’au ${date}.` : ` Valid until ${date}.`;
}

export function couponEmail(input: CouponMessageInput): OutboxMessage {
  const { locale, coupons, stores } = input;
  const where = storeLine(locale, stores);
  if (coupons.length === 0) {
    return locale === "fr"
      ? {
          subject: `${BRAND.name} : inscription aux alertes coupons`,
          body: `Bonjour,\n\nVous recevrez nos prochains coupons ${where}.\n\nL’équipe ${BRAND.name}`,
        }
      : {
          subject: `${BRAND.name}: coupon alerts sign-up`,
          body: `Hello,\n\nYou will receive our next coupons ${where}.\n\nThe ${BRAND.name} team`,
        };
  }
  const lines = coupons.map((c) => `• ${c.title}.${expiry(locale, c.expiresAt)}${c.conditions ? ` ${c.conditions}` : ""}`);
  const titles = coupons.map((c) => c.title).join(", ");
  return locale === "fr"
    ? {
        subject: `Votre coupon ${BRAND.name} : ${titles}`,
        body: `Bonjour,\n\nVoici votre coupon à présenter ${where} :\n${lines.join("\n")}\n\nAu plaisir de vous voir,\nL’équipe ${BRAND.name}`,
      }
    : {
        subject: `Your ${BRAND.name} coupon: ${titles}`,
        body: `Hello,\n\nHere is your coupon, to show ${where}:\n${lines.join("\n")}\n\nSee you soon,\nThe ${BRAND.name} team`,
      };
}

export function couponText(input: CouponMessageInput): OutboxMessage {
  const { locale, coupons, stores } = input;
  const where = storeLine(locale, stores);
  const subject = locale === "fr" ? `Texto ${BRAND.name}` : `${BRAND.name} text`;
  if (coupons.length === 0) {
    return {
      subject,
      body:
        locale === "fr"
          ? `${BRAND.name} : vous recevrez nos prochains coupons ${where}. Répondez STOP pour annuler.`
          : `${BRAND.name}: you will receive our next coupons ${where}. Reply STOP to cancel.`,
    };
  }
  const titles = coupons.map((c) => `${c.title}${expiry(locale, c.expiresAt)}`).join(" ");
  return {
    subject,
    body: locale === "fr" ? `${BRAND.name} : votre coupon « ${titles} » à présenter ${where}.` : `${BRAND.name}: your coupon "${titles}" to show ${where}.`,
  };
}
