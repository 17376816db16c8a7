import { describe, expect, it } from "vitest";
import {
  type ActivityContext,
  activityListRequest,
  readActivityTableState,
  writeActivityTableState,
} from "./activity-table-state";

const global: ActivityContext = { kind: "global" };
const tracking: ActivityContext = { kind: "tracking", matterId: 1, trackingId: 7 };
const read = (context: ActivityContext, query: string) =>
  readActivityTableState(context, new URLSearchParams(query));

describe("the activities list's state in the URL", () => {
  it("starts from SPEC 9's defaults: outside a tracking mine and To Do + Doing, inside none", () => {
    expect(read(global, "")).toMatchObject({ assignedToMe: true, statuses: ["TODO", "DOING"], view: "list" });
    expect(read(tracking, "")).toMatchObject({ assignedToMe: false, statuses: [], view: "list" });
    expect(writeActivityTableState(global, read(global, "")).toString()).toBe("size=15");
  });

  it("writes only what differs from the defaults, and reads it back", () => {
    const state = {
      ...read(global, ""),
      assignedToMe: false,
      statuses: ["DONE" as const],
      matterId: 3,
      view: "column" as const,
    };
    const query = writeActivityTableState(global, state);
    expect(query.toString()).toBe("size=15&view=column&assignedToMe=false&statuses=DONE&matter=3");
    expect(read(global, query.toString())).toMatchObject({
      assignedToMe: false,
      statuses: ["DONE"],
      matterId: 3,
      view: "column",
    });
  });

  it("ignores what it does not know: a bad matter id, unknown statuses, another view", () => {
    expect(read(global, "matter=abc&statuses=LATE,DONE&view=grid")).toMatchObject({
      matterId: null,
      statuses: ["DONE"],
      view: "list",
    });
    expect(read(tracking, "matter=3").matterId).toBeNull();
  });

  it("asks the list, or the search with the tracking and matter it is in; the columns view every status", () => {
    expect(activityListRequest(global, read(global, ""))).toMatchObject({
      path: "dbbw/activities",
      query: { statuses: "TODO,DOING", assignedToMe: "true", page: 0, size: 15 },
    });
    const searching = activityListRequest(tracking, read(tracking, "proceduralStepId=12"));
    expect(searching).toMatchObject({
      path: "dbbw/activities/search",
      query: { trackingId: 7, matterId: 1, proceduralStepId: "12" },
    });
    expect(activityListRequest(tracking, read(tracking, "view=column&page=3")).query).toMatchObject({
      statuses: "",
      page: 0,
      size: 100,
      sort: "dueDate,asc",
    });
    expect(activityListRequest(tracking, read(tracking, "")).path).toBe("dbbw/activities/tracking/7");
  });
});
