import { describe, expect, it } from "vitest";
import { periodOf, periodTitle, steppedDate, visiblePeriod } from "./calendar-period";

describe("the calendar's period", () => {
  it("turns FullCalendar's range (end exclusive) into the API's period (both days included)", () => {
    expect(periodOf({ start: new Date(2027, 1, 28), end: new Date(2027, 3, 4) })).toEqual({
      from: "2027-02-28",
      to: "2027-04-03",
    });
    expect(periodOf({ start: new Date(2027, 2, 12), end: new Date(2027, 2, 13) })).toEqual({
      from: "2027-03-12",
      to: "2027-03-12",
    });
  });

  it("shows the whole weeks, Sunday to Saturday, that hold the month in the month view", () => {
    // March 2027 starts on a Monday and ends on a Wednesday.
    expect(visiblePeriod("month", "2027-03-12")).toEqual({ from: "2027-02-28", to: "2027-04-03" });
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(visiblePeriod("month", "2026-02-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(visiblePeriod("list", "2027-03-12")).toEqual({ from: "2027-03-01", to: "2027-03-31" });
    expect(visiblePeriod("day", "2027-03-12")).toEqual({ from: "2027-03-12", to: "2027-03-12" });
  });

  it("steps by month in the month and list views and by day in the day view", () => {
    expect(steppedDate("month", "2027-01-31", 1)).toBe("2027-02-01");
    expect(steppedDate("list", "2027-01-15", -1)).toBe("2026-12-01");
    expect(steppedDate("day", "2027-02-28", 1)).toBe("2027-03-01");
    expect(steppedDate("day", "2027-03-01", -1)).toBe("2027-02-28");
  });

  it("titles a month by its name and a day as DD-MM-YYYY", () => {
    expect(periodTitle("month", "2027-03-12")).toBe("March 2027");
    expect(periodTitle("list", "2027-03-12")).toBe("March 2027");
    expect(periodTitle("day", "2027-03-12")).toBe("Friday 12-03-2027");
  });
});
