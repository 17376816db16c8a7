import { messages } from "@litfolio/shared/messages";
import { claimantListForm } from "@litfolio/shared/proceeding-lists";
import { describe, expect, it } from "vitest";
import {
  claimantValues,
  emptyClaimant,
  firstErrorPosition,
  matchingPositions,
  pageOfPosition,
} from "./claimant-list";

const rows = [
  { id: 1, fullName: "Transport Jansen B.V.", shortName: "Jansen" },
  { id: 2, fullName: "Van der Berg Logistiek", shortName: "VDB" },
  { id: null, fullName: "", shortName: "" },
];

describe("the claimants editor", () => {
  it("finds rows by full or short name, any letter case, by their positions", () => {
    expect(matchingPositions(rows, "jansen")).toEqual([0]);
    expect(matchingPositions(rows, "VDB")).toEqual([1]);
    expect(matchingPositions(rows, " ")).toEqual([0, 1, 2]);
    expect(matchingPositions(rows, "nobody")).toEqual([]);
  });

  it("takes the list as loaded and adds empty rows", () => {
    expect(claimantValues([{ id: 1, fullName: "A", shortName: "a" }])).toEqual({
      claimants: [{ id: 1, fullName: "A", shortName: "a" }],
    });
    expect(emptyClaimant()).toEqual({ id: null, fullName: "", shortName: "" });
  });

  it("needs both names on every row (shared rules), and finds the first row in error", () => {
    const result = claimantListForm.safeParse({
      claimants: [...rows, { id: null, fullName: "Only full", shortName: " " }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["claimants.2.fullName", messages.required],
      ["claimants.2.shortName", messages.required],
      ["claimants.3.shortName", messages.required],
    ]);
    const sparse: unknown[] = [];
    sparse[7] = { fullName: {} };
    sparse[3] = { shortName: {} };
    expect(firstErrorPosition(sparse)).toBe(3);
    expect(firstErrorPosition(undefined)).toBeNull();
    expect(pageOfPosition(3, 15)).toBe(0);
    expect(pageOfPosition(15, 15)).toBe(1);
  });
});
