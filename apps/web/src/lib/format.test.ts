import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatStepDeadline, toApiDate } from "./format";

describe("display formats (SPEC 5.1)", () => {
  it("shows dates as DD-MM-YYYY and timestamps as DD-MM-YYYY HH:mm in the browser's zone", () => {
    const local = new Date(2026, 2, 7, 9, 5); // 7 March 2026, 09:05 local time
    expect(formatDate(local)).toBe("07-03-2026");
    expect(formatDateTime(local.toISOString())).toBe("07-03-2026 09:05");
  });

  it('shows "-" for empty values and sends dates as YYYY-MM-DD', () => {
    expect(formatDateTime(null)).toBe("-");
    expect(formatDate("")).toBe("-");
    expect(toApiDate(new Date(2026, 11, 31))).toBe("2026-12-31");
  });
});

describe("formatStepDeadline", () => {
  it("reads a date, a month when estimated, and nothing as -", () => {
    expect(formatStepDeadline("2027-03-15")).toBe("15-03-2027");
    expect(formatStepDeadline("2027-03")).toBe("03-2027");
    expect(formatStepDeadline(null)).toBe("-");
  });
});
