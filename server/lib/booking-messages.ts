/**
 * The e-mail and text message a visitor gets when an appointment is booked,
 * moved or cancelled (written to the outbox: the sample API has no mail or
 * SMS provider), in the booking's language. Booked and moved carry the
 * private link that manages the booking. Pure.
 */
import { BRAND, type Locale } from "../../src/config/site";
import { formatLongDay } from "../../src/lib/format-date";
import { formatClock } from "../../src/lib/hours-format";
import type { OutboxMessage } from "./messages";

export type BookingEvent = "booked" | "moved" | "cancelled";

export interface BookingMessageInput {
  event: BookingEvent;
  locale: Locale;
  firstName: string;
  shop: { name: string; address: string; phone: string };
  service: string;
  date: string;
  start: string;
  end: string;
  /** The private link; null once cancelled. */
  link: string | null;
  /** A visit at the driver's address: that address on one line (absent or null: at the shop). */
  visitAddress?: string | null;
}

function when(input: BookingMessageInput): string {
  const { locale, date, start, end } = input;
  const day = formatLongDay(date, locale);
  return locale === "fr"
    ? `${day}, de ${formatClock(start, locale)} à ${formatClock(end, locale)}`
    : `${day}, ${formatClock(start, locale)} to ${formatClock(end, locale)}`;
}

const HEADLINE: Record<Locale, Record<BookingEvent, string>> = {
  fr: {
    booked: "Votre rendez-vous est confirmé.",
    moved: "Votre rendez-vous a été déplacé. Voici le nouveau moment.",
    cancelled: "Votre rendez-vous est annulé, comme demandé. La plage horaire est libérée.",
  },
  en: {
    booked: "Your appointment is confirmed.",
    moved: "Your appointment was moved. Here is the new time.",
    cancelled: "Your appointment is cancelled, as you asked. The time slot is free again.",
  },
};

const SUBJECT: Record<Locale, Record<BookingEvent, string>> = {
  fr: { booked: "rendez-vous confirmé", moved: "rendez-vous déplacé", cancelled: "rendez-vous annulé" },
  en: { booked: "appointment confirmed", moved: "appointment moved", cancelled: "appointment cancelled" },
};

export function bookingEmail(input: BookingMessageInput): OutboxMessage {
  const { locale, shop, service, link } = input;
  const fr = locale === "fr";
  const visit = input.visitAddress
    ? [
        fr
          ? `Lieu : à votre adresse, ${input.visitAddress} (un technicien se déplace)`
          : `Where: at your address, ${input.visitAddress} (a technician comes to you)`,
      ]
    : [];
  const details = fr
    ? [`Service : ${service}`, `Atelier : ${shop.name}, ${shop.address}`, ...visit, `Date : ${when(input)}`]
    : [`Service: ${service}`, `Shop: ${shop.name}, ${shop.address}`, ...visit, `When: ${when(input)}`];
  const manage = link
    ? fr
      ? `\n\nPour déplacer ou annuler votre rendez-vous, utilisez ce lien personnel (ne le partagez pas) :\n${link}\nIl reste valide jusqu’à la fin du rendez-vous.`
      : `\n\nTo move or cancel your appointment, use this personal link (do not share it):\n${link}\nIt works until the end of the appointment.`
    : "";
  const call = fr ? `Une question? Appelez l’atelier au ${shop.phone}.` : `Questions? Call the shop at ${shop.phone}.`;
  const body = fr
    ? `Bonjour ${input.firstName},\n\n${HEADLINE.fr[input.event]}\n\n${details.join("\n")}${manage}\n\n${call}\n\nL’équipe ${BRAND.name}`
    : `Hello ${input.firstName},\n\n${HEADLINE.en[input.event]}\n\n${details.join("\n")}${manage}\n\n${call}\n\nThe ${BRAND.name} team`;
  return { subject: `${BRAND.name}${fr ? " : " : ": "}${SUBJECT[locale][input.event]}, ${when(input)}`, body };
}

export function bookingText(input: BookingMessageInput): OutboxMessage {
  const { locale, shop, link } = input;
  const fr = locale === "fr";
  const what = `${SUBJECT[locale][input.event]} ${fr ? "chez" : "at"} ${shop.name}, ${when(input)}.`;
  const manage = link ? (fr ? ` Déplacer ou annuler : ${link}` : ` Move or cancel: ${link}`) : "";
  return {
    subject: fr ? `Texto ${BRAND.name}` : `${BRAND.name} text`,
    body: `${BRAND.name}${fr ? " : " : ": "}${what}${manage}`,
  };
}
