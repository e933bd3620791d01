import { intlClock, wallClock, zoneOffset } from "../../src/lib/zone-offset";
import { localTime } from "../../src/lib/hours";

/** The offset the platform's IANA database gives, in minutes (the wall clock read as UTC, less the moment). */
function intlOffset(now: Date, timeZone: string): number {
  return Math.round((Date.parse(`${intlClock(now, timeZone)}Z`) - Math.floor(now.getTime() / 1000) * 1000) / 60_000);
}

const ZONES = ["America/Toronto", "America/Montreal", "America/Halifax", "America/Moncton", "America/Blanc-Sablon"];
const HOUR = 3_600_000;

describe("zone offsets of the chain's time zones", () => {
  it.each(ZONES)("agree with the platform's time zone database every hour from 2025 to 2030 (%s)", (zone) => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2031, 0, 1); t += HOUR) {
      const now = new Date(t);
      if (zoneOffset(now, zone) !== intlOffset(now, zone)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("change exactly at the daylight saving transitions, to the minute", () => {
    // 2026: DST from 8 March 07:00 UTC (02:00 EST) to 1 November 06:00 UTC (02:00 EDT) in Toronto.
    expect(zoneOffset(new Date("2026-03-08T06:59:00Z"), "America/Toronto")).toBe(-300);
    expect(zoneOffset(new Date("2026-03-08T07:00:00Z"), "America/Toronto")).toBe(-240);
    expect(zoneOffset(new Date("2026-11-01T05:59:00Z"), "America/Toronto")).toBe(-240);
    expect(zoneOffset(new Date("2026-11-01T06:00:00Z"), "America/Toronto")).toBe(-300);
    // Atlantic time changes an hour earlier in UTC.
    expect(zoneOffset(new Date("2026-03-08T05:59:00Z"), "America/Moncton")).toBe(-240);
    expect(zoneOffset(new Date("2026-03-08T06:00:00Z"), "America/Moncton")).toBe(-180);
  });

  it("leave unknown zones, invalid dates and years before the rule to Intl", () => {
    expect(zoneOffset(new Date("2026-06-01T12:00:00Z"), "Europe/Paris")).toBeNull();
    expect(zoneOffset(new Date("2026-06-01T12:00:00Z"), "toString")).toBeNull();
    expect(zoneOffset(new Date("nope"), "America/Toronto")).toBeNull();
    expect(zoneOffset(new Date("2006-06-01T12:00:00Z"), "America/Toronto")).toBeNull();
  });

  it("give the same local day, time and date as Intl through localTime", () => {
    for (const iso of ["2026-11-23T04:59:00Z", "2026-11-23T05:00:00Z", "2026-03-08T07:30:00Z", "2027-12-31T23:59:59Z"]) {
      const now = new Date(iso);
      const fast = localTime(now, "America/Toronto");
      const slow = localTime(now, "America/Detroit"); // same rule, not in the table: read with Intl
      expect(fast).toEqual(slow);
    }
  });
});

describe("wallClock", () => {
  it("reads the shops' wall clock like Intl, and leaves other zones to it", () => {
    expect(wallClock(new Date("2026-11-23T04:59:30Z"), "America/Toronto")).toBe("2026-11-22T23:59:30");
    expect(wallClock(new Date("2026-07-01T03:00:00Z"), "America/Moncton")).toBe("2026-07-01T00:00:00");
    expect(wallClock(new Date("2026-07-01T03:00:00Z"), "Europe/Paris")).toBeNull();
  });
});
