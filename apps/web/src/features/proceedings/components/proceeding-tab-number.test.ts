import { describe, expect, it } from "vitest";
import { tabNumberOf } from "./proceeding-tab-number";

describe("the proceeding page's tab in the URL", () => {
  it("opens details without a segment and the numbered tab with one", () => {
    expect(tabNumberOf(undefined)).toBe(0);
    expect(tabNumberOf("0")).toBe(0);
    expect(tabNumberOf("2")).toBe(2);
    expect(tabNumberOf("4")).toBe(4);
  });

  it("names no tab for anything else", () => {
    for (const segment of ["5", "12", "-1", "claimants", "1.0", " 1"])
      expect(tabNumberOf(segment)).toBeNull();
  });
});
