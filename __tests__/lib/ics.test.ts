import { appointmentIcs, appointmentUid, escapeText, foldLine } from "../../src/lib/ics";

describe("add to calendar", () => {
  const ics = appointmentIcs({
    uid: "appointment-42@uniglass.ca",
    date: "2026-12-31",
    start: "23:30",
    durationMinutes: 60,
    timeZone: "America/Toronto",
    summary: "Remplacement de pare-brise, Uniglass Trois-Rivières",
    location: "2541, boulevard des Récollets, Trois-Rivières, QC G8Y 3Y6",
    description: "Apportez votre numéro de police; merci!",
    stamp: new Date("2026-11-22T15:04:05.123Z"),
  });

  it("is a calendar with one event in the store's time zone, ending on the next day when it must", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20261231T233000\r\n");
    expect(ics).toContain("DTEND;TZID=America/Toronto:20270101T003000\r\n");
    expect(ics).toContain("DTSTAMP:20261122T150405Z\r\n");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(ics).toContain("LOCATION:2541\\, boulevard des Récollets\\, Trois-Rivières\\, QC G8Y 3Y6");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((line) => line.startsWith(" ")),
    ).toBe(true);
  });
});

describe("a booking's calendar entry through its changes", () => {
  const event = {
    uid: appointmentUid(42),
    date: "2026-12-01",
    start: "09:00",
    durationMinutes: 30,
    timeZone: "America/Toronto",
    summary: "Réparation d’éclat – Uniglass Laval",
    location: "Uniglass Laval",
    stamp: new Date("2026-11-22T15:04:05Z"),
  };

  it("keeps one UID for the booking, so a moved booking replaces its entry (higher SEQUENCE), and a cancelled one removes it", () => {
    expect(appointmentUid(42)).toBe("appointment-42@uniglass.ca");
    const first = appointmentIcs(event);
    const moved = appointmentIcs({ ...event, start: "10:30", sequence: 1 });
    const cancelled = appointmentIcs({ ...event, start: "10:30", sequence: 2, cancelled: true });
    for (const ics of [first, moved, cancelled]) expect(ics).toContain("UID:appointment-42@uniglass.ca\r\n");
    expect(first).toContain("SEQUENCE:0\r\n");
    expect(first).toContain("METHOD:PUBLISH\r\n");
    expect(first).toContain("STATUS:CONFIRMED\r\n");
    expect(moved).toContain("SEQUENCE:1\r\n");
    expect(moved).toContain("DTSTART;TZID=America/Toronto:20261201T103000\r\n");
    expect(cancelled).toContain("METHOD:CANCEL\r\n");
    expect(cancelled).toContain("STATUS:CANCELLED\r\n");
    expect(cancelled).toContain("SEQUENCE:2\r\n");
  });
});
