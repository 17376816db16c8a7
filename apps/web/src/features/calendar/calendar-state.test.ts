import { describe, expect, it } from "vitest";
import {
  activityCalendarQuery,
  type CalendarState,
  calendarListQuery,
  filtersOf,
  fromFirstPage,
  matterChange,
  readCalendarState,
  stepCalendarQuery,
  toggled,
  writeCalendarState,
} from "./calendar-state";

const today = "2027-03-12";
const read = (query: string) => readCalendarState(new URLSearchParams(query), today);
const period = { from: "2027-02-28", to: "2027-04-03" };

describe("the calendar's state in the URL", () => {
  it("starts from SPEC 9's defaults: list view, today, both kinds, To Do and Doing, mine", () => {
    expect(read("")).toEqual({
      view: "list",
      date: today,
      matterId: null,
      categoryId: null,
      kinds: ["ACTIVITIES", "TRACKING"],
      statuses: ["TODO", "DOING"],
      responsible: "me",
      courtHearingsOnly: false,
      clientDeadlinesOnly: false,
      page: 0,
      size: 15,
    });
    expect(writeCalendarState(read(""), today).toString()).toBe("");
  });

  it("writes only what differs from the defaults, and reads it back", () => {
    const state: CalendarState = {
      view: "month",
      date: "2031-03-12",
      matterId: 3,
      categoryId: 7,
      kinds: ["TRACKING"],
      statuses: ["DONE"],
      responsible: 42,
      courtHearingsOnly: true,
      clientDeadlinesOnly: true,
      page: 2,
      size: 50,
    };
    const query = writeCalendarState(state, today).toString();
    expect(query).toBe(
      "view=month&date=2031-03-12&matter=3&category=7&kinds=TRACKING&statuses=DONE&responsible=42&courtHearing=true&clientDeadline=true&page=2&size=50",
    );
    expect(read(query)).toEqual(state);
    expect(read("responsible=everyone").responsible).toBe("everyone");
  });

  it("ignores what it does not know, and what needs a matter without one", () => {
    expect(
      read("view=week&date=2027-02-30&matter=abc&kinds=NONE&statuses=LATE,DONE&page=-1&size=20"),
    ).toMatchObject({
      view: "list",
      date: today,
      matterId: null,
      kinds: ["ACTIVITIES", "TRACKING"],
      statuses: ["DONE"],
      page: 0,
      size: 15,
    });
    // A category and an assignee belong to a matter.
    expect(read("category=7&responsible=42")).toMatchObject({ categoryId: null, responsible: "me" });
    // Lists come back in the catalogue's order.
    expect(read("statuses=DONE,TODO&kinds=TRACKING,ACTIVITIES")).toMatchObject({
      statuses: ["TODO", "DONE"],
      kinds: ["ACTIVITIES", "TRACKING"],
    });
  });

  it("forgets the category and an assignee when the matter changes, but keeps Everyone", () => {
    expect(matterChange({ ...read("matter=3&category=7&responsible=42"), matterId: 3 }, 4)).toEqual({
      matterId: 4,
      categoryId: null,
      responsible: "me",
    });
    expect(matterChange(read("responsible=everyone"), null).responsible).toBe("everyone");
  });

  it("switches a toggle, but never the last one off", () => {
    const all = ["ACTIVITIES", "TRACKING"] as const;
    expect(toggled(["ACTIVITIES", "TRACKING"], "ACTIVITIES", all)).toEqual(["TRACKING"]);
    expect(toggled(["TRACKING"], "ACTIVITIES", all)).toEqual(["ACTIVITIES", "TRACKING"]);
    expect(toggled(["TRACKING"], "TRACKING", all)).toEqual(["TRACKING"]);
  });
});

describe("the calendar's requests", () => {
  it("asks for step deadlines with the scope and the true flags only", () => {
    expect(stepCalendarQuery(filtersOf(read("")), period, "list")).toEqual({
      ...period,
      view: undefined,
      matterId: undefined,
      categoryId: undefined,
      courtHearing: undefined,
      clientDeadline: undefined,
    });
    expect(
      stepCalendarQuery(
        filtersOf(read("matter=3&category=7&courtHearing=true&clientDeadline=true")),
        period,
        "list",
      ),
    ).toMatchObject({ matterId: 3, categoryId: 7, courtHearing: "true", clientDeadline: "true" });
  });

  it("asks for activities with the statuses and whose: me (my id), everyone (nobody named) or one person", () => {
    expect(activityCalendarQuery(filtersOf(read("")), period, "list", 9)).toMatchObject({
      ...period,
      statuses: "TODO,DOING",
      responsibleId: 9,
    });
    expect(
      activityCalendarQuery(filtersOf(read("responsible=everyone")), period, "list", 9)?.responsibleId,
    ).toBeUndefined();
    expect(
      activityCalendarQuery(filtersOf(read("matter=3&responsible=42")), period, "list", 9)?.responsibleId,
    ).toBe(42);
  });

  it("asks for the month grid's answer in the month view only", () => {
    const filters = filtersOf(read(""));
    expect(stepCalendarQuery(filters, period, "month")?.view).toBe("month");
    expect(activityCalendarQuery(filters, period, "month", 9)?.view).toBe("month");
    expect(stepCalendarQuery(filters, period, "day")?.view).toBeUndefined();
    expect(activityCalendarQuery(filters, period, "list", 9)?.view).toBeUndefined();
  });

  it("asks for the list view's page of both kinds with every filter", () => {
    const state = read("matter=3&kinds=TRACKING&courtHearing=true&statuses=DONE&page=2&size=50");
    expect(calendarListQuery(filtersOf(state), period, state, 9)).toEqual({
      ...period,
      kinds: "TRACKING",
      matterId: 3,
      categoryId: undefined,
      courtHearing: "true",
      clientDeadline: undefined,
      statuses: "DONE",
      responsibleId: 9,
      page: 2,
      size: 50,
    });
  });

  it("shows the first page after any change but one of the page", () => {
    expect(fromFirstPage({ matterId: 3 })).toEqual({ matterId: 3, page: 0 });
    expect(fromFirstPage({ page: 4 })).toEqual({ page: 4 });
  });

  it("skips the request of a kind switched off", () => {
    expect(stepCalendarQuery(filtersOf(read("kinds=ACTIVITIES")), period, "list")).toBeNull();
    expect(activityCalendarQuery(filtersOf(read("kinds=TRACKING")), period, "list", 9)).toBeNull();
  });
});
