import { describe, expect, it } from "vitest";
import { pageOf } from "./useClientPaging";

describe("paging in the browser", () => {
  it("answers the rows of a zero-based page, fewer on the last one", () => {
    const rows = Array.from({ length: 32 }, (_, index) => index);
    expect(pageOf(rows, 0, 15)).toEqual(rows.slice(0, 15));
    expect(pageOf(rows, 2, 15)).toEqual([30, 31]);
    expect(pageOf(rows, 3, 15)).toEqual([]);
  });
});
