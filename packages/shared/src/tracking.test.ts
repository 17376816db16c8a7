import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import {
  deadlineConflicts,
  durationBetween,
  durationToNextStep,
  fromIsoDuration,
  humanisedDuration,
  isoDuration,
  monthForInput,
  monthFromInput,
  stepBody,
  stepForm,
  stepFormValues,
  templateBody,
  toIsoDuration,
  trackingUpdateBody,
} from "./tracking";

describe("step durations (SPEC 5.9)", () => {
  it("stores a number and a unit as an ISO duration, weeks as days", () => {
    expect(toIsoDuration(3, "D")).toBe("P3D");
    expect(toIsoDuration(2, "W")).toBe("P14D");
    expect(toIsoDuration(1, "M")).toBe("P1M");
    expect(toIsoDuration(1, "Y")).toBe("P1Y");
    expect(toIsoDuration(0, "W")).toBe("P0D");
  });

  it("is null when either part is missing", () => {
    expect(toIsoDuration(null, "D")).toBeNull();
    expect(toIsoDuration(undefined, "M")).toBeNull();
    expect(toIsoDuration(3, null)).toBeNull();
  });

  it("shows a number of days divisible by 7 as weeks", () => {
    expect(fromIsoDuration("P14D")).toEqual({ number: 2, unit: "W" });
    expect(fromIsoDuration("P10D")).toEqual({ number: 10, unit: "D" });
    expect(fromIsoDuration("P0D")).toEqual({ number: 0, unit: "D" });
    expect(fromIsoDuration("P2W")).toEqual({ number: 2, unit: "W" });
    expect(fromIsoDuration("P3M")).toEqual({ number: 3, unit: "M" });
    expect(fromIsoDuration(null)).toBeNull();
    expect(fromIsoDuration("P1M3D")).toBeNull();
  });

  it("takes P3D, P2W, P1M, P1Y from the API and stores weeks as days", () => {
    expect(isoDuration.parse("P2W")).toBe("P14D");
    expect(isoDuration.parse("P1Y")).toBe("P1Y");
    for (const bad of ["3D", "P-1D", "P1.5M", "P1H", "PT1H", "p1d", "P1000D"]) {
      expect(isoDuration.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("reads a duration in words, under a day as the same deadline", () => {
    expect(humanisedDuration("P14D")).toBe("2 weeks");
    expect(humanisedDuration("P1D")).toBe("1 day");
    expect(humanisedDuration("P3M")).toBe("3 months");
    expect(humanisedDuration("P1Y2M3D")).toBe("1 year, 2 months and 3 days");
    expect(humanisedDuration("P0D")).toBe(messages.sameDeadline);
    expect(humanisedDuration(null)).toBe("-");
  });
});

describe("deadlines (SPEC 5.9)", () => {
  const day = (deadline: string | null) => ({ estimateDeadline: false, deadline });
  const month = (deadline: string) => ({ estimateDeadline: true, deadline });

  it("finds the steps before the previous dated step", () => {
    expect(deadlineConflicts([day("2027-01-10"), day(null), day("2027-01-10"), day("2027-02-01")])).toEqual(
      [],
    );
    expect(deadlineConflicts([day("2027-01-10"), day(null), day("2027-01-09")])).toEqual([2]);
    expect(deadlineConflicts([day("2027-03-01"), day("2027-01-01"), day("2027-02-01")])).toEqual([1]);
  });

  it("compares an estimate by its month", () => {
    expect(deadlineConflicts([day("2027-03-15"), month("2027-03")])).toEqual([]);
    expect(deadlineConflicts([month("2027-03"), day("2027-03-01")])).toEqual([]);
    expect(deadlineConflicts([month("2027-04"), day("2027-03-31")])).toEqual([1]);
  });

  it("measures the time between two deadlines", () => {
    expect(durationBetween(day("2027-01-10"), day("2027-01-10"))).toBe("P0D");
    expect(durationBetween(day("2027-01-10"), day("2027-02-12"))).toBe("P1M2D");
    expect(durationBetween(day("2027-01-31"), day("2027-03-01"))).toBe("P1M1D");
    expect(durationBetween(day("2027-01-10"), day("2028-01-24"))).toBe("P1Y14D");
    expect(durationBetween(month("2027-01"), day("2027-04-20"))).toBe("P3M");
    expect(durationBetween(day("2027-01-10"), day(null))).toBeNull();
    expect(durationBetween(day("2027-02-10"), day("2027-01-10"))).toBeNull();
  });

  it("shows the time to the next step as the template typed it, else the time between the deadlines", () => {
    const step = (deadline: string | null, averageDuration: string | null) => ({
      ...day(deadline),
      averageDuration,
    });
    // 6 weeks (stored as 42 days) between 10-01 and 21-02 stays 6 weeks, not "1 month and 12 days".
    const typed = durationToNextStep(step("2027-01-10", toIsoDuration(6, "W")), day("2027-02-21"));
    expect(humanisedDuration(typed)).toBe("6 weeks");
    expect(humanisedDuration(durationToNextStep(step("2027-01-10", "P1M"), day("2027-03-30")))).toBe(
      "1 month",
    );
    expect(durationToNextStep(step("2027-01-10", null), day("2027-02-21"))).toBe("P1M11D");
    expect(durationToNextStep(step(null, null), day("2027-02-21"))).toBeNull();
    expect(durationToNextStep(step("2027-01-10", "P6W"), undefined)).toBeNull();
  });
});

describe("step and list bodies", () => {
  it("takes a month for an estimated deadline and a date otherwise", () => {
    expect(stepBody.parse({ title: "Hearing", estimateDeadline: true, deadline: "2027-03" }).deadline).toBe(
      "2027-03",
    );
    const wrongDate = stepBody.safeParse({ title: "Hearing", deadline: "2027-03" });
    expect(wrongDate.error?.issues[0]?.message).toBe(messages.date);
    const wrongMonth = stepBody.safeParse({ title: "Hearing", estimateDeadline: true, deadline: "2027-13" });
    expect(wrongMonth.error?.issues[0]?.message).toBe(messages.month);
  });

  it("fills the flags' defaults: client deadline true, the others false", () => {
    expect(stepBody.parse({ title: " Writ " })).toMatchObject({
      id: null,
      title: "Writ",
      estimateDeadline: false,
      courtHearing: false,
      clientDeadline: true,
      deadline: null,
      averageDuration: null,
    });
  });

  it("needs a title, and in a template a duration", () => {
    const result = templateBody.safeParse({ category: { id: 1 }, proceduralSteps: [{ title: "" }] });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["proceduralSteps.0.title", messages.required],
      ["proceduralSteps.0.averageDuration", messages.required],
    ]);
    const noDuration = templateBody.safeParse({ category: { id: 1 }, proceduralSteps: [{ title: "Writ" }] });
    expect(noDuration.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["proceduralSteps.0.averageDuration", messages.required],
    ]);
  });

  it("refuses a tracking whose deadlines are out of order, on the step", () => {
    const result = trackingUpdateBody.safeParse({
      version: 1,
      proceduralSteps: [
        { title: "Writ", deadline: "2027-02-01" },
        { title: "Defence", deadline: "2027-01-01" },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["proceduralSteps.1.deadline", messages.stepDeadlinesConflict],
    ]);
  });
});

describe("the step dialog's form (stepForm)", () => {
  const values = { ...stepFormValues(null), title: "Oral hearing" };

  it("turns a number and a unit into the stored duration, and needs both in a template", () => {
    expect(
      stepForm("template").parse({ ...values, durationNumber: "2", durationUnit: "W" }).averageDuration,
    ).toBe("P14D");
    const missing = stepForm("template").safeParse({ ...values, durationNumber: "", durationUnit: "" });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["durationNumber", messages.required],
      ["durationUnit", messages.required],
    ]);
    const wrong = stepForm("template").safeParse({ ...values, durationNumber: "1,5", durationUnit: "M" });
    expect(wrong.error?.issues[0]?.message).toBe(messages.durationNumber);
  });

  it("takes a month typed MM-YYYY for an estimate and a date otherwise, in a tracking", () => {
    const estimated = stepForm("tracking").parse({ ...values, estimateDeadline: true, deadline: "3-2027" });
    expect(estimated).toMatchObject({ estimateDeadline: true, deadline: "2027-03" });
    expect(stepForm("tracking").parse({ ...values, deadline: "2027-03-15" }).deadline).toBe("2027-03-15");
    const typo = stepForm("tracking").safeParse({ ...values, estimateDeadline: true, deadline: "13-2027" });
    expect(typo.error?.issues[0]?.message).toBe(messages.month);
  });

  it("shows a stored step back as it was entered", () => {
    const step = stepForm("tracking").parse({ ...values, estimateDeadline: true, deadline: "03-2027" });
    expect(stepFormValues(step)).toMatchObject({
      estimateDeadline: true,
      deadline: "03-2027",
      clientDeadline: true,
    });
    expect(monthFromInput("03/2027")).toBe("2027-03");
    expect(monthForInput("2027-03")).toBe("03-2027");
  });
});
