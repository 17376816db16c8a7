import { describe, expect, it } from "vitest";
import { insertAt, moveBy, removeAt } from "./step-list";

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
});
