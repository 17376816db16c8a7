import { describe, expect, it } from "vitest";
import { chosenColumns, columnChoiceKey, parseColumnChoice } from "./column-choice";

const columns = ["code", "plaintiff", "courtLocation", "claimed"].map((id) => ({ id }));
const ids = (shown: readonly { id: string }[]) => shown.map((column) => column.id);

describe("the stored column choice", () => {
  it("reads an object of column ids and booleans", () => {
    expect(parseColumnChoice('{"courtLocation":true,"plaintiff":false}')).toEqual({
      courtLocation: true,
      plaintiff: false,
    });
  });

  it("counts a missing or malformed value as no choice", () => {
    for (const stored of [null, "", "not json", "[]", '["plaintiff"]', "null", "42", '"plaintiff"']) {
      expect(parseColumnChoice(stored), String(stored)).toEqual({});
    }
  });

  it("keeps only the entries that say shown or hidden", () => {
    expect(parseColumnChoice('{"plaintiff":"no","claimed":0,"code":false}')).toEqual({ code: false });
  });

  it("is kept per user and table", () => {
    expect(columnChoiceKey(7, "proceedings")).not.toBe(columnChoiceKey(8, "proceedings"));
    expect(columnChoiceKey(7, "proceedings")).not.toBe(columnChoiceKey(7, "matters"));
  });
});

describe("the columns shown", () => {
  it("are the defaults without a choice", () => {
    expect(ids(chosenColumns(columns, {}, ["courtLocation"]))).toEqual(["code", "plaintiff", "claimed"]);
    expect(ids(chosenColumns(columns, {}))).toEqual(["code", "plaintiff", "courtLocation", "claimed"]);
  });

  it("follow the choice, in the table's order, and the defaults for columns it does not name", () => {
    expect(ids(chosenColumns(columns, { plaintiff: false, courtLocation: true }, ["courtLocation"]))).toEqual(
      ["code", "courtLocation", "claimed"],
    );
  });

  it("ignore ids of columns the table does not have", () => {
    expect(ids(chosenColumns(columns, { gone: true, plaintiff: false }, ["courtLocation"]))).toEqual([
      "code",
      "claimed",
    ]);
  });

  it("fall back to the defaults when the choice would leave no column", () => {
    const noneShown = { code: false, plaintiff: false, courtLocation: false, claimed: false };
    expect(ids(chosenColumns(columns, noneShown, ["courtLocation"]))).toEqual([
      "code",
      "plaintiff",
      "claimed",
    ]);
  });
});
