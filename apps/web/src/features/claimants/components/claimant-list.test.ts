import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import {
  draftOf,
  emptyClaimant,
  listBody,
  listErrors,
  matchingPositions,
  pageOfPosition,
  versionAfterDelete,
  withField,
  without,
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

  it("changes one row and keeps the others as they are", () => {
    const changed = withField(rows, 1, "shortName", "Berg");
    expect(changed[1]).toEqual({ id: 2, fullName: "Van der Berg Logistiek", shortName: "Berg" });
    expect(changed[0]).toBe(rows[0]);
    expect(without(rows, 0).map((row) => row.id)).toEqual([2, null]);
    expect(draftOf([{ id: 1, fullName: "A", shortName: "a" }])).toEqual([
      { id: 1, fullName: "A", shortName: "a" },
    ]);
    expect(emptyClaimant()).toEqual({ id: null, fullName: "", shortName: "" });
  });

  it("needs both names on every row (the shared rules), by position", () => {
    const errors = listErrors([...rows, { id: null, fullName: "Only full", shortName: " " }]);
    expect([...errors.entries()]).toEqual([
      [2, { fullName: messages.required, shortName: messages.required }],
      [3, { shortName: messages.required }],
    ]);
    expect(listErrors(rows.slice(0, 2)).size).toBe(0);
  });

  it("sends new rows without an id, in their order, with the version they build on", () => {
    expect(listBody(rows, 6)).toEqual({
      items: [
        { id: 1, fullName: "Transport Jansen B.V.", shortName: "Jansen" },
        { id: 2, fullName: "Van der Berg Logistiek", shortName: "VDB" },
        { fullName: "", shortName: "" },
      ],
      version: 6,
    });
    expect(pageOfPosition(3, 15)).toBe(0);
    expect(pageOfPosition(15, 15)).toBe(1);
  });

  it("builds on the list after deleting a row only when nobody else saved in between", () => {
    expect(versionAfterDelete(4, 5)).toBe(5);
    expect(versionAfterDelete(4, 7)).toBe(4);
  });
});
