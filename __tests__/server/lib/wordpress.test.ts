import { localToGmt } from "../../../server/lib/wordpress";

describe("WordPress dates", () => {
  it("converts Quebec local time to GMT across daylight saving", () => {
    expect(localToGmt("2026-07-01T09:30:00")).toBe("2026-07-01T13:30:00");
    expect(localToGmt("2026-01-15T09:30:00")).toBe("2026-01-15T14:30:00");
  });
});
