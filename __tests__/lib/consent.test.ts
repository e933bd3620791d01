import { consentScripts } from "../../src/lib/consent";

describe("consent scripts", () => {
  it("loads nothing without an id, the auto-blocker only when its flag is 1", () => {
    expect(consentScripts(undefined, "1")).toEqual([]);
    expect(consentScripts("abc", undefined).map((s) => s.id)).toEqual(["consent-cmp"]);
    expect(consentScripts("abc", "0").map((s) => s.id)).toEqual(["consent-cmp"]);
    const both = consentScripts("abc", "1");
    expect(both.map((s) => s.id)).toEqual(["consent-autoblocker", "consent-cmp"]);
    expect(both[1].attributes["data-settings-id"]).toBe("abc");
  });
});
