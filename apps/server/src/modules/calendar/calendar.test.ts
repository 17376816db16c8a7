// The calendar through HTTP (SPEC 2.3 "Calendar", 7.2 dbbw/proceduralsteps, 9): step deadlines in a
// period (estimated months, marks, missed deadlines, filters, the period rules, the local counsel's
// scope), the month grid's days of both (`view=month`: counts, first ones, order, filters, scope),
// activities by due date (dbbw/activities/calendar), the list view's page of both
// (dbbw/calendar/events: order, totals, filters, page parameters, scope), and the personal iCalendar feed (made,
// read by a maintained parser, stable UIDs, replaced, switched off, refused for a deactivated owner).
import type {
  CalendarActivity,
  CalendarGrid,
  CalendarGridActivity,
  CalendarGridStep,
  CalendarListEvent,
  CalendarStep,
} from "@litfolio/shared/calendar";
import { gridEventsPerDay, maxCalendarPeriodDays } from "@litfolio/shared/calendar";
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { limits } from "../../auth/rate-limit";
import { auditLog } from "../../db/schema/audit";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { dbbwTestFile } from "../../test/dbbw";
import {
  createActivity,
  createCategory,
  createMatter,
  createTrackedProceeding,
  createTracking,
  createUser,
  sessionCookie,
  signedInParticipant,
} from "../../test/factories";

const { db, call, state, adminMatter } = dbbwTestFile();

type StepDates = Partial<typeof proceduralSteps.$inferInsert>;

const trackedProceeding = (matterId: number, categoryId: number, steps: StepDates[]) =>
  createTrackedProceeding(db(), matterId, categoryId, steps);

/** A matter with Dutch and German proceedings whose steps fall in and around March 2027. */
async function setup() {
  const { matter } = await adminMatter();
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  const dutch = await trackedProceeding(matter.id, nld.id, [
    { deadline: "2027-02-27" },
    { deadline: "2027-03-10", courtHearing: true, clientDeadline: false },
    { deadline: "2027-03-01", estimateDeadline: true },
    { deadline: "2027-04-01" },
  ]);
  const german = await trackedProceeding(matter.id, deu.id, [
    { deadline: "2027-03-05", clientDeadline: true },
    { deadline: null },
  ]);
  // A template's steps are never deadlines.
  await createTracking(db(), matter.id, { categoryId: nld.id }, ["Template step"]);
  return { matter, nld, deu, dutch, german };
}

const march = "from=2027-03-01&to=2027-03-31";

/** A 400 with a sub-error at the field (with this message, when given). */
function expectRefusal(response: LightMyRequestResponse, field: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const subError = response.json().subErrors.find((entry: { field: string }) => entry.field === field);
  expect(subError, response.body).toBeDefined();
  if (message) expect(subError.message).toBe(message);
}
const stepTitles = (items: CalendarStep[]) => items.map((item) => item.title);

describe("dbbw/proceduralsteps: step deadlines in a period", () => {
  it("answers the steps of the period in date order, estimated months as the month, with their marks", async () => {
    const { matter, dutch, german, nld } = await setup();
    const response = await call("GET", `proceduralsteps?${march}&matterId=${matter.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { items, totalElements } = response.json() as { items: CalendarStep[]; totalElements: number };
    expect(totalElements).toBe(3);
    expect(stepTitles(items)).toEqual([
      `Step 3 of ${dutch.proceeding.proceedingCode}`,
      `Step 1 of ${german.proceeding.proceedingCode}`,
      `Step 2 of ${dutch.proceeding.proceedingCode}`,
    ]);
    expect(items[0]).toMatchObject({ deadline: "2027-03", estimateDeadline: true, missedDeadline: false });
    expect(items[2]).toEqual({
      id: dutch.steps[1]?.id,
      title: `Step 2 of ${dutch.proceeding.proceedingCode}`,
      deadline: "2027-03-10",
      estimateDeadline: false,
      courtHearing: true,
      clientDeadline: false,
      missedDeadline: false,
      trackingId: dutch.tracking.id,
      proceeding: { id: dutch.proceeding.id, code: dutch.proceeding.proceedingCode },
      category: { id: nld.id, type: "jurisdiction", code: "NLD", name: "Netherlands" },
      matter: { id: matter.id, name: matter.name },
    });
  });

  it("counts an estimated month in a period that starts inside it", async () => {
    const { matter, dutch } = await setup();
    const response = await call("GET", `proceduralsteps?from=2027-03-15&to=2027-03-20&matterId=${matter.id}`);
    expect(stepTitles(response.json().items)).toEqual([`Step 3 of ${dutch.proceeding.proceedingCode}`]);
  });

  it("filters by jurisdiction, court hearings and client deadlines", async () => {
    const { matter, nld, dutch, german } = await setup();
    const byCategory = await call(
      "GET",
      `proceduralsteps?${march}&matterId=${matter.id}&categoryId=${nld.id}`,
    );
    expect(byCategory.json().totalElements).toBe(2);
    const hearings = await call("GET", `proceduralsteps?${march}&matterId=${matter.id}&courtHearing=true`);
    expect(stepTitles(hearings.json().items)).toEqual([`Step 2 of ${dutch.proceeding.proceedingCode}`]);
    const clientDeadlines = await call(
      "GET",
      `proceduralsteps?${march}&matterId=${matter.id}&clientDeadline=true`,
    );
    expect(stepTitles(clientDeadlines.json().items)).toEqual([
      `Step 3 of ${dutch.proceeding.proceedingCode}`,
      `Step 1 of ${german.proceeding.proceedingCode}`,
    ]);
  });

  it("marks a past deadline of an open proceeding as missed, not one of a decided proceeding", async () => {
    const { matter, nld } = await setup();
    const open = await trackedProceeding(matter.id, nld.id, [{ deadline: "2020-01-10" }]);
    const decided = await trackedProceeding(matter.id, nld.id, [{ deadline: "2020-01-12" }]);
    await db()
      .update(proceedings)
      .set({ status: "DECIDED" })
      .where(eq(proceedings.id, decided.proceeding.id));
    const response = await call("GET", `proceduralsteps?from=2020-01-01&to=2020-01-31&matterId=${matter.id}`);
    const items = response.json().items as CalendarStep[];
    expect(items.map((item) => [item.proceeding.id, item.missedDeadline])).toEqual([
      [open.proceeding.id, true],
      [decided.proceeding.id, false],
    ]);
  });

  it("defaults to this month without a period", async () => {
    await setup();
    const response = await call("GET", "proceduralsteps");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([]);
  });

  it.each([
    ["from=2027-02-30&to=2027-03-01", "from", messages.date],
    ["from=1800-01-01&to=1800-01-02", "from", messages.dateOutOfRange],
    ["from=2027-04-01&to=2027-03-01", "to", messages.calendarPeriodOrder],
    ["from=2027-01-01&to=2028-12-31", "to", messages.calendarPeriodTooLong(maxCalendarPeriodDays)],
    [`${march}&courtHearing=maybe`, "courtHearing", "Write true or false"],
    [`${march}&matterId=abc`, "matterId", undefined],
  ])("refuses %s with a message at %s", async (query, field, message) => {
    expectRefusal(await call("GET", `proceduralsteps?${query}`), field, message);
  });

  it("answers 404 for a matter filter the caller does not take part in", async () => {
    const other = await createMatter(db());
    expect((await call("GET", `proceduralsteps?${march}&matterId=${other.id}`)).statusCode).toBe(404);
  });

  it("shows a local counsel only their categories' steps, and a stranger nothing", async () => {
    const { matter, nld } = await setup();
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [nld.id]);
    const response = await call("GET", `proceduralsteps?${march}`, undefined, counsel.cookie);
    expect((response.json().items as CalendarStep[]).map((item) => item.category.code)).toEqual([
      "NLD",
      "NLD",
    ]);
    const stranger = await createUser(db());
    const strangers = await call(
      "GET",
      `proceduralsteps?${march}`,
      undefined,
      await sessionCookie(db(), stranger.id),
    );
    expect(strangers.json()).toEqual({ items: [], totalElements: 0 });
  });
});

describe("dbbw/proceduralsteps?view=month: the month grid's days", () => {
  // January 2020 as the grid shows it (Sunday 29 December to Saturday 1 February), in the past, so
  // that a step not done of an open proceeding is missed.
  const january = "from=2019-12-29&to=2020-02-01&view=month";
  type Grid = CalendarGrid<CalendarGridStep>;

  /** Six steps on 10 January (two missed, a court hearing, three others), one on the 20th, an estimate. */
  async function gridSetup() {
    const { matter } = await adminMatter();
    const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
    const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const day = "2020-01-10";
    const decided = { status: "DECIDED" as const };
    const tracked = (steps: StepDates[], overrides = {}, categoryId = nld.id) =>
      createTrackedProceeding(db(), matter.id, categoryId, steps, overrides);
    const missed = await tracked([{ deadline: day }]);
    const hearing = await tracked([{ deadline: day, courtHearing: true }], decided);
    const others = [
      await tracked([{ deadline: day }, { deadline: "2020-01-20" }], decided),
      await tracked([{ deadline: day }, { deadline: "2020-02-05" }], decided),
      await tracked([{ deadline: day }], decided),
    ];
    const missedHearing = await tracked([{ deadline: day, courtHearing: true }]);
    const estimate = await tracked([{ deadline: "2020-01-01", estimateDeadline: true }], decided, deu.id);
    return { matter, nld, deu, missed, hearing, others, missedHearing, estimate };
  }
  const ids = (grid: Grid) => grid.days.map((day) => [day.date, day.total, day.items.map((item) => item.id)]);

  it("answers per day its count and first steps, missed first, then court hearings, then by code", async () => {
    const { matter, missed, hearing, others, missedHearing, estimate } = await gridSetup();
    const response = await call("GET", `proceduralsteps?${january}&matterId=${matter.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const grid = response.json() as Grid;
    const first = (tracked: { steps: { id: number }[] }) => tracked.steps[0]?.id;
    expect(ids(grid)).toEqual([
      ["2020-01-01", 1, [first(estimate)]],
      // Four of six: the grid shows three, and a fourth tells it the day is full.
      ["2020-01-10", 6, [first(missed), first(missedHearing), first(hearing), others[0]?.steps[0]?.id]],
      ["2020-01-20", 1, [others[0]?.steps[1]?.id]],
    ]);
    expect(gridEventsPerDay).toBe(4);
    // What a grid cell draws, without the places the lists show.
    expect(grid.days[1]?.items[0]).toEqual({
      id: first(missed),
      title: `Step 1 of ${missed.proceeding.proceedingCode}`,
      deadline: "2020-01-10",
      estimateDeadline: false,
      courtHearing: false,
      clientDeadline: true,
      missedDeadline: true,
      trackingId: missed.tracking.id,
      proceeding: { id: missed.proceeding.id, code: missed.proceeding.proceedingCode },
      matter: { id: matter.id },
    });
    expect(grid.days[0]?.items[0]).toMatchObject({ deadline: "2020-01", estimateDeadline: true });
  });

  it("counts and ranks under the filters and the caller's scope", async () => {
    const { matter, deu, hearing, missedHearing, estimate } = await gridSetup();
    const hearings = await call("GET", `proceduralsteps?${january}&matterId=${matter.id}&courtHearing=true`);
    expect(ids(hearings.json())).toEqual([
      ["2020-01-10", 2, [missedHearing.steps[0]?.id, hearing.steps[0]?.id]],
    ]);
    const german = await call("GET", `proceduralsteps?${january}&matterId=${matter.id}&categoryId=${deu.id}`);
    expect(ids(german.json())).toEqual([["2020-01-01", 1, [estimate.steps[0]?.id]]]);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [deu.id]);
    const counsels = await call("GET", `proceduralsteps?${january}`, undefined, counsel.cookie);
    expect(ids(counsels.json())).toEqual([["2020-01-01", 1, [estimate.steps[0]?.id]]]);
    const stranger = await createUser(db());
    const strangers = await call(
      "GET",
      `proceduralsteps?${january}`,
      undefined,
      await sessionCookie(db(), stranger.id),
    );
    expect(strangers.json()).toEqual({ days: [] });
    const other = await createMatter(db());
    expect((await call("GET", `proceduralsteps?${january}&matterId=${other.id}`)).statusCode).toBe(404);
    expectRefusal(await call("GET", `proceduralsteps?${march}&view=week`), "view");
  });
});

/** setup() with four activities, three due in March 2027: two of the caller's (one done), a colleague's. */
async function activitiesSetup() {
  const { matter, nld, deu, dutch, german } = await setup();
  const colleague = await signedInParticipant(db(), matter.id, "DB_LAWYER");
  const add = (tracking: number, title: string, dueDate: string, more = {}) =>
    createActivity(db(), matter.id, tracking, null, {
      title,
      dueDate,
      responsibleId: state.user.id,
      createdBy: state.user.id,
      ...more,
    });
  await add(dutch.tracking.id, "Mine, todo", "2027-03-02");
  await add(dutch.tracking.id, "Mine, done", "2027-03-03", { status: "DONE" });
  await add(german.tracking.id, "Colleague's", "2027-03-04", { responsibleId: colleague.user.id });
  await add(german.tracking.id, "Outside the period", "2027-04-01");
  return { matter, nld, deu, dutch, german, colleague };
}

describe("dbbw/activities/calendar: activities by due date", () => {
  const titles = (items: CalendarActivity[]) => items.map((item) => item.title);

  it("answers the activities due in the period by status, responsible user and category", async () => {
    const { matter, nld } = await activitiesSetup();
    const base = `activities/calendar?${march}&matterId=${matter.id}`;
    const all = await call("GET", base);
    expect(all.statusCode, all.body).toBe(200);
    expect(titles(all.json().items)).toEqual(["Mine, todo", "Mine, done", "Colleague's"]);
    expect(all.json().totalElements).toBe(3);
    const mine = await call("GET", `${base}&statuses=TODO,DOING&responsibleId=${state.user.id}`);
    expect(titles(mine.json().items)).toEqual(["Mine, todo"]);
    // Only what an event shows: no description, no permissions.
    expect(Object.keys(mine.json().items[0]).sort()).toEqual([
      "category",
      "dueDate",
      "id",
      "matter",
      "overdue",
      "proceduralStep",
      "proceeding",
      "responsible",
      "status",
      "title",
      "trackingId",
    ]);
    const dutch = await call("GET", `${base}&categoryId=${nld.id}`);
    expect(titles(dutch.json().items)).toEqual(["Mine, todo", "Mine, done"]);
  });

  it("refuses a period the wrong way round and an unknown status", async () => {
    const reversed = await call("GET", "activities/calendar?from=2027-03-02&to=2027-03-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().subErrors).toEqual([{ field: "to", message: messages.calendarPeriodOrder }]);
    expect((await call("GET", `activities/calendar?${march}&statuses=LATER`)).statusCode).toBe(400);
  });

  it("answers the month grid's days with view=month: the day's count and first ones, overdue first", async () => {
    const { matter, deu, dutch, german } = await setup();
    const day = "2020-03-12";
    const add = (tracking: number, title: string, status: "TODO" | "DONE") =>
      createActivity(db(), matter.id, tracking, null, {
        title,
        dueDate: day,
        status,
        createdBy: state.user.id,
      });
    for (const title of ["E", "B", "A", "D"]) await add(dutch.tracking.id, title, "DONE");
    await add(dutch.tracking.id, "C", "TODO");
    await add(german.tracking.id, "German", "DONE");
    const grid = async (query: string, cookie?: string) => {
      const response = await call(
        "GET",
        `activities/calendar?from=2020-03-01&to=2020-03-31&view=month${query}`,
        undefined,
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { days } = response.json() as CalendarGrid<CalendarGridActivity>;
      return days.map((one) => [one.date, one.total, one.items.map((item) => item.title)]);
    };
    // German's code (DEU) comes before the Dutch ones (NLD) among the activities not overdue.
    expect(await grid(`&matterId=${matter.id}`)).toEqual([[day, 6, ["C", "German", "A", "B"]]]);
    expect(await grid(`&matterId=${matter.id}&statuses=DONE`)).toEqual([[day, 5, ["German", "A", "B", "D"]]]);
    const all = await call(
      "GET",
      `activities/calendar?from=2020-03-01&to=2020-03-31&view=month&matterId=${matter.id}`,
    );
    expect(all.json().days[0].items[0]).toEqual({
      id: expect.any(Number),
      title: "C",
      dueDate: day,
      overdue: true,
      proceeding: { code: dutch.proceeding.proceedingCode },
    });
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [deu.id]);
    expect(await grid("", counsel.cookie)).toEqual([[day, 1, ["German"]]]);
  });

  it("shows a local counsel only their categories' activities", async () => {
    const { matter, nld } = await activitiesSetup();
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [nld.id]);
    const response = await call("GET", `activities/calendar?${march}`, undefined, counsel.cookie);
    expect(titles(response.json().items)).toEqual(["Mine, todo", "Mine, done"]);
  });
});

describe("dbbw/calendar/events: the list view's page of both kinds", () => {
  type Page = { items: CalendarListEvent[]; totalElements: number };
  const lines = (response: LightMyRequestResponse) =>
    (response.json() as Page).items.map((item) => `${item.kind} ${item.title}`);

  it("pages the steps and activities of the period in date order, deadlines first on a day", async () => {
    const { matter, dutch, german } = await activitiesSetup();
    const base = `calendar/events?${march}&matterId=${matter.id}`;
    const first = await call("GET", `${base}&size=4`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().totalElements).toBe(6);
    const dutchCode = dutch.proceeding.proceedingCode;
    const germanCode = german.proceeding.proceedingCode;
    expect(lines(first)).toEqual([
      `TRACKING Step 3 of ${dutchCode}`,
      "ACTIVITIES Mine, todo",
      "ACTIVITIES Mine, done",
      "ACTIVITIES Colleague's",
    ]);
    const second = await call("GET", `${base}&size=4&page=1`);
    expect(second.json().totalElements).toBe(6);
    expect(lines(second)).toEqual([`TRACKING Step 1 of ${germanCode}`, `TRACKING Step 2 of ${dutchCode}`]);
    // Past the last page: no lines, the same total.
    expect((await call("GET", `${base}&size=4&page=2`)).json()).toEqual({ items: [], totalElements: 6 });
    // Each kind as its own calendar answer says it.
    const [estimated, todo] = first.json().items as CalendarListEvent[];
    expect(estimated).toMatchObject({ kind: "TRACKING", deadline: "2027-03", estimateDeadline: true });
    expect(todo).toEqual({
      kind: "ACTIVITIES",
      ...(await call("GET", `activities/calendar?${march}&matterId=${matter.id}`)).json().items[0],
    });
  });

  it("takes the kinds and each kind's filters", async () => {
    const { matter, deu } = await activitiesSetup();
    const base = `calendar/events?${march}&matterId=${matter.id}`;
    expect(lines(await call("GET", `${base}&kinds=ACTIVITIES&statuses=TODO,DOING`))).toEqual([
      "ACTIVITIES Mine, todo",
      "ACTIVITIES Colleague's",
    ]);
    const mine = await call("GET", `${base}&kinds=ACTIVITIES&responsibleId=${state.user.id}`);
    expect(mine.json().totalElements).toBe(2);
    const hearings = await call("GET", `${base}&kinds=TRACKING&courtHearing=true`);
    expect(lines(hearings)).toEqual([expect.stringMatching(/^TRACKING Step 2 of /)]);
    expect(hearings.json().totalElements).toBe(1);
    const german = await call("GET", `${base}&categoryId=${deu.id}`);
    expect(lines(german)).toEqual(["ACTIVITIES Colleague's", expect.stringMatching(/^TRACKING Step 1 of /)]);
  });

  it("refuses a bad page, size, kind or period", async () => {
    expectRefusal(await call("GET", `calendar/events?${march}&page=-1`), "page");
    expectRefusal(await call("GET", `calendar/events?${march}&size=101`), "size");
    expectRefusal(await call("GET", `calendar/events?${march}&size=0`), "size");
    expectRefusal(await call("GET", `calendar/events?${march}&kinds=LATER`), "kinds", "Unknown kind LATER");
    expectRefusal(await call("GET", "calendar/events?from=2027-03-02&to=2027-03-01"), "to");
  });

  it("shows a local counsel only their categories' events, a stranger none, and 404 for another matter", async () => {
    const { matter, nld } = await activitiesSetup();
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [nld.id]);
    const theirs = await call("GET", `calendar/events?${march}`, undefined, counsel.cookie);
    expect((theirs.json() as Page).items.map((item) => item.category.code)).toEqual([
      "NLD",
      "NLD",
      "NLD",
      "NLD",
    ]);
    expect(theirs.json().totalElements).toBe(4);
    const stranger = await sessionCookie(db(), (await createUser(db())).id);
    expect((await call("GET", `calendar/events?${march}`, undefined, stranger)).json()).toEqual({
      items: [],
      totalElements: 0,
    });
    const other = await createMatter(db());
    expect((await call("GET", `calendar/events?${march}&matterId=${other.id}`)).statusCode).toBe(404);
  });
});

/** The feed's events as ical.js reads them: uid, start, summary, url. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
      url: String(component.getFirstPropertyValue("url")),
    };
  });
}

describe("dbbw/calendar/feed: the personal iCalendar feed", () => {
  const feedPath = (url: string) => url.replace(/^.*\/api\/dbbw\//, "");
  const filters = { kinds: ["TRACKING", "ACTIVITIES"], statuses: ["TODO", "DOING"], responsible: "me" };

  it("makes an address shown once, which answers a valid calendar with stable UIDs", async () => {
    const { matter, dutch } = await setup();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await db()
      .update(proceduralSteps)
      .set({ deadline: soon })
      .where(eq(proceduralSteps.id, dutch.steps[0]?.id ?? 0));
    const activity = await createActivity(db(), matter.id, dutch.tracking.id, null, {
      title: "Brief the expert; check figures, again",
      dueDate: soon,
      responsibleId: state.user.id,
    });
    expect((await call("GET", "calendar/feed")).json()).toEqual({
      active: false,
      createdDate: null,
      filters: null,
    });

    const created = await call("POST", "calendar/feed", { ...filters, matterId: matter.id });
    expect(created.statusCode, created.body).toBe(200);
    const { url, message } = created.json();
    expect(message).toBe(messages.calendarFeedCreated);
    expect(url).toMatch(/^http.*\/api\/dbbw\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call("GET", "calendar/feed")).json()).toMatchObject({
      active: true,
      filters: { ...filters, matterId: matter.id },
    });

    const feed = await call("GET", feedPath(url), undefined, "");
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parsedEvents(feed.body);
    expect(events).toContainEqual({
      uid: `activity-${activity.id}@litfolio`,
      start: soon,
      end: new Date(Date.parse(soon) + 86_400_000).toISOString().slice(0, 10),
      summary: `${dutch.proceeding.proceedingCode}: Brief the expert; check figures, again`,
      url: `${url.replace(/\/api\/.*$/, "")}/activities/${activity.id}`,
    });
    expect(events.map((event) => event.uid)).toContain(`step-${dutch.steps[0]?.id}@litfolio`);
    // A second fetch carries the same UIDs, so a subscriber updates rather than duplicates.
    const again = parsedEvents((await call("GET", feedPath(url), undefined, "")).body);
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort());
  });

  it("keeps every filter of the page: court hearings only, one user's activities", async () => {
    const { matter, dutch } = await setup();
    const colleague = await signedInParticipant(db(), matter.id, "DB_LAWYER");
    const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const theirs = await createActivity(db(), matter.id, dutch.tracking.id, null, {
      dueDate: due,
      responsibleId: colleague.user.id,
    });
    await createActivity(db(), matter.id, dutch.tracking.id, null, {
      dueDate: due,
      responsibleId: state.user.id,
    });
    const hearings = await call("POST", "calendar/feed", {
      matterId: matter.id,
      kinds: ["TRACKING"],
      statuses: [],
      responsible: "everyone",
      courtHearing: true,
    });
    const hearingEvents = parsedEvents(
      (await call("GET", feedPath(hearings.json().url), undefined, "")).body,
    );
    expect(hearingEvents.map((event) => event.uid)).toEqual([`step-${dutch.steps[1]?.id}@litfolio`]);
    const colleagues = await call("POST", "calendar/feed", {
      matterId: matter.id,
      kinds: ["ACTIVITIES"],
      statuses: ["TODO"],
      responsible: colleague.user.id,
    });
    const activityEvents = parsedEvents(
      (await call("GET", feedPath(colleagues.json().url), undefined, "")).body,
    );
    expect(activityEvents.map((event) => event.uid)).toEqual([`activity-${theirs.id}@litfolio`]);
  });

  it("stops the old address at once when a new one is made, and both when switched off", async () => {
    await setup();
    const first = (await call("POST", "calendar/feed", filters)).json().url;
    const second = (await call("POST", "calendar/feed", filters)).json().url;
    expect((await call("GET", feedPath(first), undefined, "")).statusCode).toBe(404);
    expect((await call("GET", feedPath(second), undefined, "")).statusCode).toBe(200);
    const stopped = await call("DELETE", "calendar/feed");
    expect(stopped.json()).toEqual({ message: messages.calendarFeedStopped });
    expect((await call("GET", feedPath(second), undefined, "")).statusCode).toBe(404);
    const trail = await db().select().from(auditLog).where(eq(auditLog.entity, "calendarFeed"));
    expect(
      trail.filter((entry) => entry.entityId === String(state.user.id)).map((entry) => entry.action),
    ).toEqual(expect.arrayContaining(["create", "delete"]));
  });

  it("answers 404 once the owner is deactivated, and 400 for what is not a token", async () => {
    const owner = await createUser(db());
    const cookie = await sessionCookie(db(), owner.id);
    const url = (await call("POST", "calendar/feed", filters, cookie)).json().url;
    expect((await call("GET", feedPath(url), undefined, "")).statusCode).toBe(200);
    await db().update(users).set({ deleted: true }).where(eq(users.id, owner.id));
    expect((await call("GET", feedPath(url), undefined, "")).statusCode).toBe(404);
    expect((await call("GET", "calendar/feed/not-a-token", undefined, "")).statusCode).toBe(400);
  });

  it("limits feed requests per token and per address with 429 (issue 28)", async () => {
    const tooMany = {
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: messages.tooManyRequests,
      subErrors: [],
    };
    const get = (path: string, remoteAddress: string) =>
      state.t.app.inject({ method: "GET", url: `/api/dbbw/${path}`, remoteAddress });
    const mine = feedPath((await call("POST", "calendar/feed", filters)).json().url);
    // One token, from however many addresses.
    for (let i = 0; i < limits.calendarFeedPerToken.max; i += 1)
      expect((await get(mine, `10.9.0.${i}`)).statusCode).toBe(200);
    const refused = await get(mine, "10.9.1.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // One address, however many tokens (guessing).
    const guess = (i: number) => `calendar/feed/${String(i).padStart(43, "A")}.ics`;
    for (let i = 0; i < limits.calendarFeedPerIp.max; i += 1)
      expect((await get(guess(i), "10.9.2.1")).statusCode).toBe(404);
    expect((await get(guess(-1), "10.9.2.1")).json()).toEqual(tooMany);
    expect((await get(guess(-1), "10.9.2.2")).statusCode).toBe(404);
  }, 180_000); // some 330 requests: far more than the default allows on a busy machine

  it.each([
    [{ ...filters, kinds: [] }, "kinds", messages.required],
    [{ ...filters, kinds: ["TRACKING", "TRACKING"] }, "kinds", "Name each kind once"],
    [{ ...filters, statuses: ["LATER"] }, "statuses.0", undefined],
    [{ kinds: ["TRACKING"], statuses: [] }, "responsible", "Choose me, everyone or a user"],
    [{ ...filters, responsible: "someone" }, "responsible", "Choose me, everyone or a user"],
    [{ ...filters, courtHearing: "yes" }, "courtHearing", "Write true or false"],
  ])("refuses filters %j at %s", async (body, field, message) => {
    expectRefusal(await call("POST", "calendar/feed", body), field, message);
  });

  it("refuses a feed for a matter the caller does not take part in", async () => {
    const other = await createMatter(db());
    expect((await call("POST", "calendar/feed", { ...filters, matterId: other.id })).statusCode).toBe(404);
  });
});
