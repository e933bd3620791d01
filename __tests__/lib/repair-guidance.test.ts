import { repairGuidance } from "../../src/lib/repair-guidance";

describe("repair or replace", () => {
  it("repairs a small windshield chip and replaces what cannot be repaired", () => {
    expect(repairGuidance("windshield", "chip", "coin")).toBe("repair");
    expect(repairGuidance("windshield", "chip")).toBe("repair");
    expect(repairGuidance("windshield", "chip", "bill")).toBe("inspect");
    expect(repairGuidance("windshield", "crack", "longer")).toBe("replace");
    expect(repairGuidance("windshield", "broken")).toBe("replace");
    expect(repairGuidance("side-window", "chip", "coin")).toBe("replace");
    expect(repairGuidance("other", "other")).toBe("inspect");
  });
});
