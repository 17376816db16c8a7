// Deadlines on court working days (issue 18), as a table of cases across the demo jurisdictions:
// Easter Monday in NLD and DEU, King's Day, 1 May, 15 August in ESP and ITA, Christmas (with the
// British substitute days), national days, the Spanish August suspension, and month durations that
// end past a month's last day.
import type { CourtCountry } from "@litfolio/shared/deadlines";
import { describe, expect, it } from "vitest";
import {
  addDuration,
  type CourtCalendar,
  movedMessage,
  nextWorkingDay,
  nonWorkingReason,
  proposeDeadline,
  workingDaysBetween,
} from "./working-days";

const august: CourtCalendar["vacations"] = [{ from: "08-01", to: "08-31", label: "August" }];
const calendar = (country: CourtCountry, vacations: CourtCalendar["vacations"] = []): CourtCalendar => ({
  country,
  vacations,
});

describe("nextWorkingDay", () => {
  it.each([
    ["NLD", "2027-03-29", "2027-03-30", "Easter Monday"],
    ["DEU", "2027-03-29", "2027-03-30", "Easter Monday"],
    ["NLD", "2027-04-27", "2027-04-28", "King's Day"],
    ["DEU", "2026-05-01", "2026-05-04", "Labour Day"],
    ["NLD", "2026-05-01", "2026-05-01", null],
    ["DEU", "2027-05-01", "2027-05-03", "Saturday"],
    ["ITA", "2028-08-15", "2028-08-16", "Assumption"],
    ["ESP", "2028-08-15", "2028-09-01", "court vacation (August)", august],
    ["ESP", "2027-08-02", "2027-09-01", "court vacation (August)", august],
    ["ESP", "2027-07-30", "2027-07-30", null, august],
    ["NLD", "2027-12-25", "2027-12-27", "Saturday"],
    ["GBR", "2027-12-27", "2027-12-29", "Christmas Day (substitute day)"],
    ["FRA", "2027-07-14", "2027-07-15", "Bastille Day"],
    ["BEL", "2027-07-21", "2027-07-22", "National Holiday"],
    ["NLD", "2027-06-09", "2027-06-09", null],
    ["SWE", "2027-06-06", "2027-06-07", "Sunday"],
  ])("%s %s -> %s (%s)", (country, day, expected, reason, vacations = []) => {
    const result = nextWorkingDay(day, calendar(country as CourtCountry, vacations));
    expect(result.date).toBe(expected);
    if (reason === null) expect(result).toEqual({ date: day, movedFrom: null, reason: null });
    else expect(result.reason).toContain(reason);
  });
});

describe("addDuration and proposeDeadline", () => {
  it.each([
    ["2027-01-31", "P1M", "2027-02-28"],
    ["2028-01-31", "P1M", "2028-02-29"],
    ["2027-03-31", "P1M", "2027-04-30"],
    ["2027-08-31", "P3M", "2027-11-30"],
    ["2026-12-25", "P1Y", "2027-12-25"],
    ["2027-04-13", "P14D", "2027-04-27"],
    ["2027-04-13", "P2W", "2027-04-27"],
  ])("%s + %s = %s", (from, duration, expected) => {
    expect(addDuration(from, duration)).toBe(expected);
  });

  it("moves a month that ends on a Sunday to Monday, and says why", () => {
    const proposal = proposeDeadline("2027-01-31", "P1M", calendar("NLD"));
    expect(proposal).toEqual({ date: "2027-03-01", movedFrom: "2027-02-28", reason: "Sunday" });
    expect(movedMessage(proposal)).toBe("moved from 28-02-2027: Sunday");
  });

  it("moves a deadline out of the Spanish August suspension", () => {
    const proposal = proposeDeadline("2027-07-15", "P1M", calendar("ESP", august));
    expect(movedMessage(proposal)).toBe("moved from 15-08-2027: court vacation (August)");
    expect(proposal.date).toBe("2027-09-01");
  });

  it("names the holiday of a typed date, for the step dialog's warning", () => {
    expect(nonWorkingReason("2027-04-27", calendar("NLD"))).toBe("King's Day");
    expect(nonWorkingReason("2027-04-28", calendar("NLD"))).toBeNull();
    expect(nonWorkingReason("2027-05-01", calendar("NLD"))).toBe("Saturday");
  });

  it("refuses a duration it cannot count", () => {
    expect(() => addDuration("2027-01-01", "P1H")).toThrow(/Not a duration/);
  });
});

describe("workingDaysBetween (the reminders' count)", () => {
  it.each([
    ["NLD", "2026-11-26", "2026-11-27", 1, "Thursday to Friday"],
    ["NLD", "2026-11-26", "2026-11-28", 1, "a Saturday counts as far as the Friday"],
    ["NLD", "2026-11-26", "2026-11-30", 2, "over a weekend"],
    ["NLD", "2026-11-26", "2026-12-03", 5, "a week"],
    ["NLD", "2026-12-23", "2026-12-28", 2, "over Christmas Day and a weekend"],
    ["NLD", "2027-03-25", "2027-03-30", 2, "Easter Monday (Good Friday works in NLD)"],
    ["DEU", "2027-03-25", "2027-03-30", 1, "Good Friday and Easter Monday"],
    ["ESP", "2027-07-29", "2027-09-01", 2, "the August suspension", august],
    ["NLD", "2026-11-26", "2026-11-26", 0, "today"],
    ["NLD", "2026-11-26", "2026-11-20", 0, "a past day"],
  ])("%s %s to %s: %i (%s)", (country, today, deadline, expected, _why, vacations = []) => {
    expect(workingDaysBetween(today, deadline, calendar(country as CourtCountry, vacations))).toBe(expected);
  });
});
