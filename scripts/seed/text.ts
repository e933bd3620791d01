/** Text helpers shared by the seed generators. */

/** Non-breaking space: French typography puts one before $ and % ("50 $", "15 %"). */
export const NBSP = "\u00a0";

/** ASCII kebab-case: "Trois-Rivières – des Forges" → "trois-rivieres-des-forges". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "50 $" in French, "$50" in English. */
export function dollars(amount: number): { fr: string; en: string } {
  return { fr: `${amount}${NBSP}$`, en: `$${amount}` };
}

/** "15 %" in French, "15%" in English. */
export function percent(amount: number): { fr: string; en: string } {
  return { fr: `${amount}${NBSP}%`, en: `${amount}%` };
}

/** ISO date (YYYY-MM-DD) of a UTC day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A day between two ISO dates (both included), chosen by `roll` in [0, 1). */
export function dayBetween(from: string, to: string, roll: number): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days = Math.round((end - start) / 86400000);
  return isoDate(new Date(start + Math.floor(roll * (days + 1)) * 86400000));
}

/**
 * French typography of a text, HTML allowed (tags and entities are left as
 * they are): a non-breaking space between a number and $ or % ("150 $"),
 * between the groups of a large number ("250 000") and before : ; ! ? ("Un
 * éclat ?"), so that no line ever starts with one of them. A space already
 * there becomes non-breaking; none is added inside a word-less run ("?!",
 * "9:30") or an address.
 */
export function frenchSpaces(text: string): string {
  return text
    .split(/(<[^>]*>|&[#a-zA-Z0-9]+;)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/(\d) (?=[$%])/g, `$1${NBSP}`)
            .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
            .replace(/ (?=[:;!?])/g, NBSP)
            .replace(/([\p{L}\d)»”’$%])(?=[;!?](?=$|[\s»”)]))/gu, `$1${NBSP}`)
            .replace(/(\p{L})(?=:(?=$|\s))/gu, `$1${NBSP}`),
    )
    .join("");
}

/** "de Uniglass" → "d'Uniglass": French elides "de" and "que" before a name that starts with a vowel. */
export function frenchElision(text: string): string {
  return text.replace(/\b(d|qu)e (?=[AEIOUYÀÂÉÈÊÎÔÛ])/g, "$1'");
}

/** Applies {@link frenchSpaces} to the French side of a localized text. */
export function withFrenchSpaces(value: { fr: string; en: string }): { fr: string; en: string } {
  return { fr: frenchSpaces(value.fr), en: value.en };
}
