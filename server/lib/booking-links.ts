/**
 * The private link of a booking: a random token (256 bits, base64url) that
 * only the visitor receives, in the booking's answer and its confirmation
 * messages. The database keeps its SHA-256, never the token (the messages of
 * the outbox keep it sealed: outbox-secrets.ts). In a link, the token is in
 * the address's fragment, which no request carries. Pure, apart from drawing
 * the random token.
 */
import crypto from "node:crypto";
import { buildPath } from "../../src/config/routes";
import type { Locale } from "../../src/config/site";
import { manageHref } from "../../src/lib/manage-link";
import { parseTime } from "./slots";

export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newManageToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** The token of an `Authorization: Bearer …` header, when well formed. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value?.trim() ?? "");
  return match && MANAGE_TOKEN_PATTERN.test(match[1]) ? match[1] : null;
}

/** The page of the site that manages a booking, with its token (in the fragment), in the booking's language. */
export function manageUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${manageHref(buildPath("appointment-manage", locale), token)}`;
}

/** Whether an appointment has ended, given the shop's today and minute (its own time zone). */
export function hasEnded(date: string, endTime: string, today: { date: string; minutes: number }): boolean {
  if (date !== today.date) return date < today.date;
  return (parseTime(endTime, true) ?? 0) <= today.minutes;
}
