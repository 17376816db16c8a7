import { describe, expect, it } from "vitest";
import {
  proceedingListRequest,
  proceedingSearchProblem,
  readProceedingTableState,
  readStatuses,
  writeProceedingTableState,
} from "./proceeding-table-state";

const read = (query: string) => readProceedingTableState(1, new URLSearchParams(query));

describe("proceedings table state in the URL", () => {
  it("defaults to ONGOING, ON_HOLD and NOT_YET; a statuses parameter overrides them", () => {
    expect(readStatuses(null)).toEqual(["NOT_YET", "ONGOING", "ON_HOLD"]);
    // The overview's link adds ONGOING_BUT_SETTLED.
    expect(read("statuses=ONGOING,ON_HOLD,NOT_YET,ONGOING_BUT_SETTLED").statuses).toEqual([
      "NOT_YET",
      "ONGOING",
      "ON_HOLD",
      "ONGOING_BUT_SETTLED",
    ]);
    expect(read("statuses=SETTLED,BOGUS,SETTLED").statuses).toEqual(["SETTLED"]);
    expect(read("statuses=").statuses).toEqual([]);
  });

  it("leaves the default statuses out of the URL and writes others in the catalogue's order", () => {
    const plain = read("plaintiff=Jansen&size=50");
    expect(writeProceedingTableState(plain).toString()).toBe("plaintiff=Jansen&size=50");
    const settled = writeProceedingTableState({ ...plain, statuses: ["SETTLED", "ONGOING"] });
    expect(settled.get("statuses")).toBe("ONGOING,SETTLED");
    expect(read(settled.toString()).statuses).toEqual(["ONGOING", "SETTLED"]);
  });

  it("lists with the statuses, and searches with the period as writStartDate and writEndDate", () => {
    expect(proceedingListRequest(1, read("size=15"))).toEqual({
      path: "dbbw/matters/1/proceedings",
      query: { page: 0, size: 15, sort: undefined, statuses: "NOT_YET,ONGOING,ON_HOLD" },
    });
    const searching = proceedingListRequest(
      1,
      read("categoryCode=nld&period=2024-01-01..2024-06-30&statuses=&sort=proceedingCode,desc"),
    );
    expect(searching.path).toBe("dbbw/matters/1/proceedings/search");
    expect(searching.query).toMatchObject({
      categoryCode: "nld",
      writStartDate: "2024-01-01",
      writEndDate: "2024-06-30",
      sort: "proceedingCode,desc",
      statuses: "NOT_YET,ONGOING,ON_HOLD,ONGOING_BUT_SETTLED,SETTLED,DECIDED,WITHDRAWN",
    });
    expect(searching.query).not.toHaveProperty("period");
  });
});

describe("proceedings search rules", () => {
  it('refuses "All fields" together with other criteria', () => {
    expect(proceedingSearchProblem({ all: "NLD" })).toBeNull();
    expect(proceedingSearchProblem({ plaintiff: "Jansen", categoryCode: "NLD" })).toBeNull();
    expect(proceedingSearchProblem({ all: "NLD", plaintiff: "Jansen" })).toBe(
      '"All fields" cannot be combined with other search criteria',
    );
  });

  it("refuses a period whose start is after its end", () => {
    expect(proceedingSearchProblem({ period: "2024-05-01..2024-04-01" })).toBe(
      "The start date must not be after the end date",
    );
    expect(proceedingSearchProblem({ period: "2024-04-01.." })).toBeNull();
  });
});
