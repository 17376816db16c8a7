import type { CalendarActivity, CalendarStep } from "@litfolio/shared/calendar";
import { describe, expect, it } from "vitest";
import {
  activityEvent,
  calendarEvents,
  dayTotals,
  type EventPalette,
  eventContext,
  stepEvent,
  viewAllText,
} from "./calendar-events";

const tone = (main: string) => ({ main, contrastText: "#fff" });
const palette: EventPalette = {
  tones: {
    primary: tone("#76232f"),
    secondary: tone("#53565a"),
    accent: { main: "#daaa00", contrastText: "#1f1f1f" },
    error: tone("#c9302b"),
  },
  paper: "#ffffff",
  text: "#2b2b2d",
};

const step: CalendarStep = {
  id: 11,
  title: "Statement of defence",
  deadline: "2027-03-12",
  estimateDeadline: false,
  courtHearing: false,
  clientDeadline: false,
  missedDeadline: false,
  trackingId: 5,
  proceeding: { id: 4, code: "NLD001" },
  category: { id: 2, type: "jurisdiction", code: "NLD", name: "Netherlands" },
  matter: { id: 1, name: "Trucks cartel" },
};

const activity: CalendarActivity = {
  id: 21,
  trackingId: 5,
  title: "File the defence",
  status: "TODO",
  dueDate: "2027-03-12",
  overdue: false,
  responsible: { id: 9, firstName: "Lieke", lastName: "Jansen" },
  proceeding: { id: 4, code: "NLD001" },
  category: { id: 2, type: "jurisdiction", code: "NLD", name: "Netherlands" },
  matter: { id: 1, name: "Trucks cartel" },
  proceduralStep: null,
};

describe("the calendar's events", () => {
  it("shows a step deadline all day, titled with the proceeding code, linking to the step in its tracking", () => {
    expect(stepEvent(step, palette)).toMatchObject({
      id: "step-11",
      title: "NLD001: Statement of defence",
      start: "2027-03-12",
      allDay: true,
      url: "/matters/1/proceedings/4/tracking/5/11",
      backgroundColor: "#76232f",
      textColor: "#fff",
    });
  });

  it("colours court hearings in the accent and missed deadlines in the error colour", () => {
    expect(stepEvent({ ...step, courtHearing: true }, palette)).toMatchObject({
      backgroundColor: "#daaa00",
      textColor: "#1f1f1f",
    });
    expect(stepEvent({ ...step, courtHearing: true, missedDeadline: true }, palette).backgroundColor).toBe(
      "#c9302b",
    );
  });

  it("puts an estimated deadline on its month's first day, marked and hollow", () => {
    const estimate = stepEvent({ ...step, deadline: "2027-03", estimateDeadline: true }, palette);
    expect(estimate).toMatchObject({
      start: "2027-03-01",
      title: "Estimated (month): NLD001: Statement of defence",
      backgroundColor: "#ffffff",
      borderColor: "#76232f",
      textColor: "#2b2b2d",
    });
    expect(estimate.classNames).toHaveLength(1);
  });

  it("shows an activity on its due date, linking to it; overdue in the error colour", () => {
    expect(activityEvent(activity, palette)).toMatchObject({
      id: "activity-21",
      title: "NLD001: File the defence",
      start: "2027-03-12",
      url: "/activities/21",
      backgroundColor: "#53565a",
    });
    expect(activityEvent({ ...activity, overdue: true }, palette).backgroundColor).toBe("#c9302b");
  });

  it("orders a day's events the urgent first", () => {
    const events = calendarEvents(
      { steps: { items: [step], totalElements: 1 }, activities: { items: [activity], totalElements: 1 } },
      palette,
    );
    expect(events.map((event) => event.id)).toEqual(["step-11", "activity-21"]);
    const order = (event: (typeof events)[number]) => (event.extendedProps as { order: number }).order;
    const missed = stepEvent({ ...step, missedDeadline: true }, palette);
    expect(order(missed)).toBeLessThan(order(events[0] ?? missed));
    expect(order(events[0] ?? missed)).toBeLessThan(order(events[1] ?? missed));
  });

  it("names the month grid's link with the day's total", () => {
    expect(viewAllText(5)).toBe("View all (5)");
  });

  it("draws the month grid's days: each kind's first events in the API's rank, and each day's total", () => {
    const { category: _category, ...placeless } = step;
    const gridStep = { ...placeless, matter: { id: 1 } };
    const gridActivity = {
      id: 21,
      title: "File the defence",
      dueDate: "2027-03-12",
      overdue: false,
      proceeding: { code: "NLD001" },
    };
    const content = {
      steps: {
        days: [
          { date: "2027-03-12", total: 7, items: [gridStep, { ...gridStep, id: 12 }] },
          { date: "2027-03-13", total: 1, items: [{ ...gridStep, id: 13, deadline: "2027-03-13" }] },
        ],
      },
      activities: { days: [{ date: "2027-03-12", total: 2, items: [gridActivity] }] },
    };
    const events = calendarEvents(content, palette);
    const ranked = events.map((event) => [event.id, (event.extendedProps as { rank?: number }).rank]);
    expect(ranked).toEqual([
      ["step-11", 0],
      ["step-12", 1],
      ["step-13", 0],
      ["activity-21", 0],
    ]);
    expect(events[0]).toMatchObject({
      url: "/matters/1/proceedings/4/tracking/5/11",
      title: "NLD001: Statement of defence",
    });
    expect(Object.fromEntries(dayTotals(content))).toEqual({ "2027-03-12": 9, "2027-03-13": 1 });
    // A list answer has no days to count, and a grid's event no place to name.
    expect(dayTotals({ steps: { items: [step], totalElements: 1 }, activities: undefined }).size).toBe(0);
    expect(eventContext({ kind: "step", step: gridStep })).toBe("");
    expect(eventContext({ kind: "activity", activity: gridActivity })).toBe("");
  });

  it("says where an event belongs: matter and category, and an activity's status and person", () => {
    expect(eventContext({ kind: "step", step })).toBe("Trucks cartel · NLD Netherlands");
    expect(eventContext({ kind: "activity", activity })).toBe(
      "Trucks cartel · NLD Netherlands · To Do · Lieke Jansen",
    );
  });
});
