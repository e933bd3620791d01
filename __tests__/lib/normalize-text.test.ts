import { normalizeText } from "../../src/lib/normalize-text";

describe("normalizeText", () => {
  it("normalizes accents, case, punctuation and Saint/Sainte abbreviations", () => {
    expect(normalizeText("St-Jérôme, QC")).toBe("saint jerome qc");
    expect(normalizeText("Ste-Anne-des-Monts")).toBe("sainte anne des monts");
    expect(normalizeText("L’Île-Perrot")).toBe("l ile perrot");
  });
});
