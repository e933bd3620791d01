import { datedCareer, dayPlus } from "../../../server/lib/catalog";

describe("job posting dates relative to the API's start", () => {
  // 23:30 on 24 November in Quebec (standard time) is 04:30 UTC on the 25th.
  const lateEvening = new Date("2026-11-25T04:30:00Z");
  const earlier = new Date("2026-11-25T03:30:00Z");

  it("counts days on the shops' calendar, across a change of daylight saving time", () => {
    expect(dayPlus(lateEvening, 0)).toBe("2026-11-24");
    // 77 days before 24 November is 8 September (summer time): not the 9th.
    expect(dayPlus(lateEvening, -77)).toBe("2026-09-08");
    expect(dayPlus(lateEvening, 150)).toBe("2027-04-23");
  });

  it("gives a posting the same dates all day long", () => {
    const career = { postedDaysAgo: 77, validForDays: 110 } as Parameters<typeof datedCareer>[0];
    expect(datedCareer(career, lateEvening)).toEqual(datedCareer(career, earlier));
    expect(datedCareer(career, lateEvening)).toMatchObject({ postedAt: "2026-09-08", validThrough: "2026-12-27" });
  });
});
