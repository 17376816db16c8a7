import { describe, expect, it } from "vitest";
import { insertAt, moveBy, removeAt, stepDeadlineText } from "./step-list";

describe("the step list's moves", () => {
  it("inserts at any position, removes, and moves one place", () => {
    expect(insertAt(["a", "c"], 1, "b")).toEqual(["a", "b", "c"]);
    expect(insertAt(["a"], 0, "z")).toEqual(["z", "a"]);
    expect(removeAt(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(moveBy(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveBy(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveBy(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveBy(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });

  it("reads a deadline, a month when estimated", () => {
    expect(stepDeadlineText({ deadline: "2027-03-15", estimateDeadline: false })).toBe("15-03-2027");
    expect(stepDeadlineText({ deadline: "2027-03", estimateDeadline: true })).toBe("03-2027");
    expect(stepDeadlineText({ deadline: null, estimateDeadline: false })).toBe("-");
  });
});
