import type { Availability } from "../../src/contract/store";
import { formatDayHours, isByAppointment, nextChangeWords } from "../../src/lib/hours-format";
import { entryHours, hoursRows, localTime, openStatus, parseTime, weekHours } from "../../src/lib/hours";

const day = (weekDay: Availability["weekDay"], openTime: string | null, closedTime: string | null, availability = "OPEN"): Availability => ({
  weekDay,
  availability,
  openTime,
  closedTime,
});

const grouped = [day("WORKDAY", "08:00", "17:00"), day("WEEKEND", null, null, "CLOSED")];

describe("entries", () => {
  it("parses times, midnight and free text", () => {
    expect(parseTime("08:30")).toBe(510);
    expect(parseTime("24:00")).toBe(1440);
    expect(parseTime("By appointment")).toBeNull();
    expect(entryHours(day("MONDAY", "08:00", "24:00"))).toMatchObject({ kind: "open", close: "24:00", closeMinutes: 1440 });
    expect(entryHours(day("MONDAY", "08:00", "00:00"))).toMatchObject({ kind: "open", close: "24:00", closeMinutes: 1440 });
    expect(entryHours(day("SATURDAY", "Sur rendez-vous", null))).toEqual({ kind: "text", text: "Sur rendez-vous" });
    expect(entryHours(day("SUNDAY", null, null, "CLOSED"))).toEqual({ kind: "closed" });
    expect(entryHours(day("SUNDAY", "08:00", null))).toEqual({ kind: "closed" });
    expect(entryHours(undefined)).toEqual({ kind: "closed" });
  });

  it("applies WORKDAY and WEEKEND groups to their days, a day's own entry winning", () => {
    const week = weekHours([...grouped, day("THURSDAY", "08:00", "20:00")]);
    expect(week.MONDAY).toMatchObject({ open: "08:00", close: "17:00" });
    expect(week.THURSDAY).toMatchObject({ close: "20:00" });
    expect(week.SUNDAY).toEqual({ kind: "closed" });
  });
});

describe("hoursRows", () => {
  it("shows groups as Monday–Friday and Saturday–Sunday rows", () => {
    expect(hoursRows(grouped).map((row) => row.days)).toEqual(["WORKDAY", "WEEKEND"]);
  });

  it("shows every day when the store is flagged with separate workdays or weekends", () => {
    expect(hoursRows(grouped, { isWorkdays: true, isWeekends: true }).map((row) => row.days)).toEqual([
      "MONDAY",
      "TUESDAY",
      "WEDNESDAY",
      "THURSDAY",
      "FRIDAY",
      "SATURDAY",
      "SUNDAY",
    ]);
    expect(hoursRows(grouped, { isWorkdays: true }).map((row) => row.days)).toEqual(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "WEEKEND"]);
  });

  it("shows single days when the store lists them", () => {
    const rows = hoursRows([day("MONDAY", "08:00", "17:00"), day("SATURDAY", "By appointment", null)]);
    expect(rows).toHaveLength(7);
    expect(rows[5]).toEqual({ days: "SATURDAY", hours: { kind: "text", text: "By appointment" } });
    expect(rows[1]).toEqual({ days: "TUESDAY", hours: { kind: "closed" } });
  });
});

describe("openStatus in the store's time zone", () => {
  const week = [...grouped, day("SATURDAY", "09:00", "24:00")];

  it("is open at opening time and closed at closing time", () => {
    // Monday 2026-11-23 08:00 in Montreal (EST, UTC-5) = 13:00 UTC.
    expect(openStatus(week, "America/Toronto", new Date("2026-11-23T13:00:00Z")).open).toBe(true);
    expect(openStatus(week, "America/Toronto", new Date("2026-11-23T12:59:00Z")).open).toBe(false);
    expect(openStatus(week, "America/Toronto", new Date("2026-11-23T21:59:00Z")).open).toBe(true);
    expect(openStatus(week, "America/Toronto", new Date("2026-11-23T22:00:00Z")).open).toBe(false);
  });

  it("says when it next opens, not just the next day's hours", () => {
    const status = openStatus(week, "America/Toronto", new Date("2026-11-27T23:30:00Z")); // Friday 18:30
    expect(status.open).toBe(false);
    expect(status.state).toBe("closed");
    expect(status.today.day).toBe("FRIDAY");
    expect(status.next).toEqual({ kind: "opens", day: "SATURDAY", minutes: 540, inDays: 1, within24h: true });
    // Monday 10:00: open, closes at 17:00 today.
    expect(openStatus(week, "America/Toronto", new Date("2026-11-23T15:00:00Z")).next).toEqual({
      kind: "closes",
      day: "MONDAY",
      minutes: 1020,
      inDays: 0,
      within24h: true,
    });
  });

  it("opens later today when it is before opening time (Monday 07:59)", () => {
    const status = openStatus(grouped, "America/Toronto", new Date("2026-11-23T12:59:00Z"));
    expect(status).toMatchObject({ open: false, next: { kind: "opens", day: "MONDAY", minutes: 480, inDays: 0 } });
    expect(nextChangeWords(status.next!, "en")).toEqual({ key: "opensAt", time: "8 a.m.", day: "MONDAY" });
    expect(nextChangeWords(status.next!, "fr")).toEqual({ key: "opensAt", time: "8 h", day: "MONDAY" });
  });

  it("skips a closed weekend: Friday evening it opens Monday", () => {
    const status = openStatus(grouped, "America/Toronto", new Date("2026-11-27T23:30:00Z"));
    expect(status.next).toEqual({ kind: "opens", day: "MONDAY", minutes: 480, inDays: 3, within24h: false });
    expect(nextChangeWords(status.next!, "fr")).toEqual({ key: "opensOn", time: "8 h", day: "MONDAY" });
    // Sunday evening, Monday is tomorrow.
    expect(nextChangeWords(openStatus(grouped, "America/Toronto", new Date("2026-11-30T00:30:00Z")).next!, "en").key).toBe("opensTomorrow");
  });

  it("knows the hours past midnight belong to the day they started", () => {
    const late = [day("FRIDAY", "18:00", "02:00")];
    // Saturday 01:30 in Montreal: still Friday's opening, closes at 2 a.m.
    const status = openStatus(late, "America/Toronto", new Date("2026-11-28T06:30:00Z"));
    expect(status).toMatchObject({ open: true, today: { day: "SATURDAY" }, next: { kind: "closes", day: "SATURDAY", minutes: 120, inDays: 0 } });
    // Friday 23:00: closes "at 2 a.m.", within 24 hours.
    const friday = openStatus(late, "America/Toronto", new Date("2026-11-28T04:00:00Z"));
    expect(friday.next).toEqual({ kind: "closes", day: "SATURDAY", minutes: 120, inDays: 1, within24h: true });
    expect(nextChangeWords(friday.next!, "en")).toEqual({ key: "closesAt", time: "2 a.m.", day: "SATURDAY" });
  });

  it("never closes when every day runs midnight to midnight", () => {
    const always = [day("WORKDAY", "00:00", "24:00"), day("WEEKEND", "00:00", "24:00")];
    expect(openStatus(always, "America/Toronto", new Date("2026-11-23T15:00:00Z"))).toMatchObject({ open: true, next: null });
    // Closing at midnight then opening at midnight is no closing: Friday's closing is Saturday's at noon.
    const chained = [day("FRIDAY", "08:00", "24:00"), day("SATURDAY", "00:00", "12:00")];
    expect(openStatus(chained, "America/Toronto", new Date("2026-11-27T20:00:00Z")).next).toMatchObject({ kind: "closes", day: "SATURDAY", minutes: 720 });
  });

  it("says a by-appointment day and when the shop next opens", () => {
    const status = openStatus([day("MONDAY", "By appointment", null), day("TUESDAY", "08:00", "17:00")], "America/Toronto", new Date("2026-11-23T15:00:00Z"));
    expect(status).toMatchObject({ open: false, state: "appointment", next: { kind: "opens", day: "TUESDAY", inDays: 1 } });
  });

  it("stays open until midnight and is closed at midnight", () => {
    // Saturday 2026-11-28 23:59 EST = Sunday 04:59 UTC.
    expect(openStatus(week, "America/Toronto", new Date("2026-11-29T04:59:00Z")).open).toBe(true);
    expect(openStatus(week, "America/Toronto", new Date("2026-11-29T05:00:00Z"))).toMatchObject({ open: false, today: { day: "SUNDAY" } });
  });

  it("follows daylight saving time changes", () => {
    // DST starts 2026-03-08 in Toronto: 12:30 UTC is 07:30 EST on the 7th but 08:30 EDT on Monday the 9th.
    const mondays = [day("MONDAY", "08:00", "17:00"), day("SATURDAY", "08:00", "17:00")];
    expect(openStatus(mondays, "America/Toronto", new Date("2026-03-07T12:30:00Z")).open).toBe(false);
    expect(openStatus(mondays, "America/Toronto", new Date("2026-03-09T12:30:00Z")).open).toBe(true);
    // DST ends 2026-11-01: 12:30 UTC is 08:30 EDT on Saturday Oct 31 and 07:30 EST on Monday Nov 2.
    expect(openStatus(mondays, "America/Toronto", new Date("2026-10-31T12:30:00Z")).open).toBe(true);
    expect(openStatus(mondays, "America/Toronto", new Date("2026-11-02T12:30:00Z")).open).toBe(false);
  });

  it("says the next opening in wall-clock time across a DST change", () => {
    const mondays = [day("MONDAY", "08:00", "17:00"), day("SATURDAY", "08:00", "17:00")];
    // Saturday 2026-03-07 17:30 EST; the clocks go forward on Sunday; Monday opens at 8 a.m. EDT.
    const before = openStatus(mondays, "America/Toronto", new Date("2026-03-07T22:30:00Z"));
    expect(before.next).toEqual({ kind: "opens", day: "MONDAY", minutes: 480, inDays: 2, within24h: false });
    expect(nextChangeWords(before.next!, "en")).toEqual({ key: "opensOn", time: "8 a.m.", day: "MONDAY" });
    // Monday 07:59 EDT is 11:59 UTC (it was 12:59 UTC in winter): closed, opens at 8; a minute later, open.
    expect(openStatus(mondays, "America/Toronto", new Date("2026-03-09T11:59:00Z")).next).toMatchObject({ kind: "opens", inDays: 0, minutes: 480 });
    expect(openStatus(mondays, "America/Toronto", new Date("2026-03-09T12:00:00Z"))).toMatchObject({ open: true, next: { kind: "closes", minutes: 1020 } });
  });

  it("uses the store's zone, not the visitor's", () => {
    // 12:30 UTC on Monday 2026-11-23: 07:30 in Toronto, 08:30 in Moncton, 08:30 in Halifax.
    const now = new Date("2026-11-23T12:30:00Z");
    expect(openStatus(grouped, "America/Toronto", now).open).toBe(false);
    expect(openStatus(grouped, "America/Moncton", now).open).toBe(true);
    expect(openStatus(grouped, "America/Halifax", now).open).toBe(true);
    expect(localTime(now, "America/Moncton")).toEqual({ day: "MONDAY", minutes: 510, date: "2026-11-23" });
  });

  it("is never open on a closed or by-appointment day, and survives an unknown zone", () => {
    const text = [day("MONDAY", "By appointment", null)];
    expect(openStatus(text, "America/Toronto", new Date("2026-11-23T15:00:00Z")).open).toBe(false);
    expect(openStatus(grouped, "Mars/Olympus", new Date("2026-11-23T15:00:00Z")).open).toBe(true);
    expect(openStatus(grouped, null, new Date("2026-11-23T15:00:00Z")).open).toBe(true);
  });
});

describe("by-appointment wording", () => {
  it("is recognised in either language and shown in the page's", () => {
    expect(isByAppointment("By appointment")).toBe(true);
    expect(isByAppointment("sur rendez-vous")).toBe(true);
    expect(isByAppointment("Fermé pour inventaire")).toBe(false);
    expect(formatDayHours({ kind: "text", text: "By appointment" }, "fr", "Sur rendez-vous")).toBe("Sur rendez-vous");
    expect(formatDayHours({ kind: "text", text: "Fermé pour inventaire" }, "en", "By appointment")).toBe("Fermé pour inventaire");
  });
});
