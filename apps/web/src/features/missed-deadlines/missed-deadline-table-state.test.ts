import { describe, expect, it } from "vitest";
import {
  missedDeadlineFilterQuery,
  missedDeadlineRequest,
  readMissedDeadlineState,
  writeMissedDeadlineState,
} from "./missed-deadline-table-state";

const read = (query: string, fallbackSize?: number) =>
  readMissedDeadlineState(7, new URLSearchParams(query), fallbackSize);

describe("missed deadlines table state in the URL", () => {
  it("reads page, size, sort and the filters", () => {
    expect(read("categoryId=12&courtHearing=true&page=2&size=50&sort=proceedingCode,desc")).toEqual({
      page: 2,
      size: 50,
      sort: { field: "proceedingCode", direction: "desc" },
      search: {},
      categoryId: 12,
      courtHearing: true,
      clientDeadline: false,
    });
  });

  it("reads what the server would refuse as no filter", () => {
    for (const categoryId of ["abc", "0", "-3", "1.5", "1e3", "2147483648", ""])
      expect(read(`categoryId=${categoryId}`).categoryId).toBeNull();
    expect(read("courtHearing=yes&clientDeadline=1&sort=title,asc&size=7", 100)).toMatchObject({
      courtHearing: false,
      clientDeadline: false,
      sort: null,
      size: 100,
    });
  });

  it("writes the state back to the same query, leaving out what is not set", () => {
    const query = "page=1&size=15&sort=deadline%2Cdesc&categoryId=4&clientDeadline=true";
    expect(writeMissedDeadlineState(read(query)).toString()).toBe(query);
    expect(writeMissedDeadlineState(read("")).toString()).toBe("size=15");
  });

  it("sends the page with the filters to the list, and only the filters to the export", () => {
    const state = read("categoryId=4&courtHearing=true&sort=category,asc&page=3&size=50");
    expect(missedDeadlineRequest(7, state)).toEqual({
      path: "dbbw/matters/7/proceduralsteps/missed",
      query: {
        page: 3,
        size: 50,
        sort: "category,asc",
        categoryId: 4,
        courtHearing: true,
        clientDeadline: undefined,
      },
    });
    expect(missedDeadlineFilterQuery(read(""))).toEqual({
      sort: undefined,
      categoryId: undefined,
      courtHearing: undefined,
      clientDeadline: undefined,
    });
  });
});
