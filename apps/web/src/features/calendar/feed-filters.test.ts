import { describe, expect, it } from "vitest";
import { filtersOf, readCalendarState } from "./calendar-state";
import { feedFilterLines, feedFiltersOf } from "./feed-filters";

const filters = (query: string) => filtersOf(readCalendarState(new URLSearchParams(query), "2027-03-12"));

describe("the calendar feed's filters", () => {
  it("keeps the page's scope, kinds, statuses, responsible and step narrowing", () => {
    expect(feedFiltersOf(filters(""))).toEqual({
      kinds: ["ACTIVITIES", "TRACKING"],
      statuses: ["TODO", "DOING"],
      responsible: "me",
      courtHearing: false,
      clientDeadline: false,
    });
    expect(
      feedFiltersOf(filters("matter=3&category=7&responsible=42&courtHearing=true&clientDeadline=true")),
    ).toEqual({
      matterId: 3,
      categoryId: 7,
      kinds: ["ACTIVITIES", "TRACKING"],
      statuses: ["TODO", "DOING"],
      responsible: 42,
      courtHearing: true,
      clientDeadline: true,
    });
  });

  it("says a feed's filters in words, with the names when known", () => {
    expect(feedFilterLines(feedFiltersOf(filters("")))).toEqual([
      "Matters: all of yours",
      "Shows: Activities and Proceedings",
      "Activity statuses: To Do, Doing",
      "Activities assigned to: you",
    ]);
    expect(
      feedFilterLines(feedFiltersOf(filters("matter=3&category=7&kinds=TRACKING")), {
        matter: "Trucks cartel",
      }),
    ).toEqual(["Matter: Trucks cartel", "Jurisdiction/Workstream: #7", "Shows: Proceedings"]);
    expect(
      feedFilterLines(feedFiltersOf(filters("matter=3&responsible=42&courtHearing=true")), {
        responsible: "Lieke Jansen",
      }),
    ).toEqual([
      "Matter: #3",
      "Shows: Activities and Proceedings",
      "Activity statuses: To Do, Doing",
      "Activities assigned to: Lieke Jansen",
      "Court hearings only",
    ]);
  });
});
