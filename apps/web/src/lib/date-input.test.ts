import { describe, expect, it } from "vitest";
import {
  calendarLimits,
  decodePeriod,
  encodePeriod,
  isoToTyped,
  periodProblem,
  typedToIsoDate,
} from "./date-input";

describe("dates typed as DD-MM-YYYY", () => {
  it("keeps a typed date as YYYY-MM-DD, anything else as typed", () => {
    expect(typedToIsoDate("05-03-2024")).toBe("2024-03-05");
    expect(typedToIsoDate(" 5/3/2024 ")).toBe("2024-03-05");
    expect(typedToIsoDate("31-02-2024")).toBe("31-02-2024");
    expect(typedToIsoDate("05-03")).toBe("05-03");
    expect(typedToIsoDate("")).toBe("");
  });

  it("takes the eight digits DDMMYYYY alone, and no other run of digits", () => {
    expect(typedToIsoDate("01012018")).toBe("2018-01-01");
    expect(typedToIsoDate("31122100")).toBe("2100-12-31");
    expect(typedToIsoDate("31022024")).toBe("31022024");
    expect(typedToIsoDate("1012018")).toBe("1012018");
    expect(typedToIsoDate("20180101")).toBe("20180101");
  });

  it("shows a kept date as DD-MM-YYYY", () => {
    expect(isoToTyped("2024-03-05")).toBe("05-03-2024");
    expect(isoToTyped("05-0")).toBe("05-0");
    expect(isoToTyped(null)).toBe("");
  });
});

describe("the days a calendar offers", () => {
  it("are the years 1900 to 2100, narrowed to the other end of a pair once that is a date", () => {
    expect(calendarLimits({})).toEqual({ first: "1900-01-01", last: "2100-12-31" });
    expect(calendarLimits({ from: "2024-01-08" })).toEqual({ first: "2024-01-08", last: "2100-12-31" });
    expect(calendarLimits({ until: "2024-01-15" })).toEqual({ first: "1900-01-01", last: "2024-01-15" });
    expect(calendarLimits({ from: "08-01", until: "" })).toEqual({ first: "1900-01-01", last: "2100-12-31" });
    expect(calendarLimits({ from: "1850-01-01" }).first).toBe("1900-01-01");
  });
});

describe("a period criterion", () => {
  it("holds both ends in one text, either open", () => {
    expect(encodePeriod({ start: "2024-01-01", end: "" })).toBe("2024-01-01..");
    expect(encodePeriod({ start: "", end: "" })).toBe("");
    expect(decodePeriod("..2024-12-31")).toEqual({ start: "", end: "2024-12-31" });
    expect(decodePeriod(undefined)).toEqual({ start: "", end: "" });
  });

  it("needs dates, the start not after the end", () => {
    expect(periodProblem({ start: "2024-01-01", end: "2024-01-01" })).toBeNull();
    expect(periodProblem({ start: "2024-02-01", end: "2024-01-01" })).toBe(
      "The start date must not be after the end date",
    );
    expect(periodProblem({ start: "01-02", end: "" })).toBe("Enter a valid date");
    expect(periodProblem({ start: "", end: "0000-01-01" })).toBe(
      "Enter a date between 01-01-1900 and 31-12-2100",
    );
  });
});
