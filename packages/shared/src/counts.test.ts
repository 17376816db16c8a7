import { describe, expect, it } from "vitest";
import { counted } from "./counts";

describe("counted", () => {
  it.each([
    [0, "proceeding", undefined, "0 proceedings"],
    [1, "proceeding", undefined, "1 proceeding"],
    [2, "proceeding", undefined, "2 proceedings"],
    [1, "activity", "activities", "1 activity"],
    [7, "activity", "activities", "7 activities"],
    [1, "working day", undefined, "1 working day"],
    [21, "working day", undefined, "21 working days"],
  ])("%i %s (%s): %s", (count, singular, plural, expected) => {
    expect(counted(count, singular, plural)).toBe(expected);
  });
});
