/**
 * A vehicle identification number (VIN): 17 characters, digits and capital
 * letters without I, O and Q, the 9th a check digit (ISO 3779 as North
 * America applies it, Canada included). Pure, so the browser verifies a VIN
 * before sending it and the API verifies it again.
 */

export const VIN_LENGTH = 17;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Each position's weight in the sum; the 9th (the check digit itself) weighs nothing. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A letter's value: A–H 1–8, J–R 1–9 (no O, Q), S–Z 2–9 (no I). */
function transliterate(character: string): number {
  if (character >= "0" && character <= "9") return Number(character);
  const values = "ABCDEFGH" + "JKLMN" + "P" + "R" + "STUVWXYZ";
  const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  return numbers[values.indexOf(character)];
}

/** The VIN as typed, without spaces or dashes, in capitals. */
export function normalizeVin(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/** The check digit the other 16 characters call for ("0"–"9" or "X"). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += transliterate(vin[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/**
 * What is wrong with a (normalized) VIN, as a translation key of
 * forms:errors, or null when it is valid: its length, a character a VIN
 * never holds (I, O, Q, punctuation), or a check digit that does not match.
 */
export function vinProblem(vin: string): "vin_length" | "vin_characters" | "vin_check_digit" | null {
  if (vin.length !== VIN_LENGTH) return "vin_length";
  if (!VIN_PATTERN.test(vin)) return "vin_characters";
  return vin[8] === vinCheckDigit(vin) ? null : "vin_check_digit";
}
