/**
 * Hands out fictional phone numbers in the 555 range of each real area code,
 * in order: 514-555-0100, 514-555-0101, … (555-0100 to 555-0199 are reserved
 * for fiction; past that the book goes on with 555-0200 and up).
 */
export class PhoneBook {
  private readonly next = new Map<string, number>();

  take(areaCode: string): string {
    const line = this.next.get(areaCode) ?? 100;
    if (line > 9999) throw new Error(`No 555 numbers left for area code ${areaCode}`);
    this.next.set(areaCode, line + 1);
    return `${areaCode}-555-${String(line).padStart(4, "0")}`;
  }
}
