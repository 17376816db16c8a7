// Activities through HTTP (SPEC 2.3 "Activities", 3, 4 "Activity", 5.10, 7.6, 9): create, read,
// update and delete with their rules and messages, the global list with its toggles, statuses,
// Matter filter, sorting and paging, a tracking's list, the search with its column rules, the
// overdue flag, the local counsel scope, the step counts and the refusal to delete a linked step.
import type { Activity } from "@litfolio/shared/activities";
import { messages } from "@litfolio/shared/messages";
import type { ParticipationRole } from "@litfolio/shared/permissions";
import { maxStoredInteger } from "@litfolio/shared/rules";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { dbbwTestFile } from "../../test/dbbw";
import {
  createActivity,
  createCategory,
  createMatter,
  createProceeding,
  createTracking,
  createUser,
  sessionCookie,
  signedInParticipant,
} from "../../test/factories";

const { db, call, state, adminMatter } = dbbwTestFile();

/** A matter with a Dutch proceeding whose tracking has two steps; the file's user is its ADMIN. */
async function setup() {
  const { matter } = await adminMatter();
  const netherlands = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const proceeding = await createProceeding(db(), matter.id, netherlands.id);
  const { tracking, steps } = await createTracking(db(), matter.id, { proceedingId: proceeding.id }, [
    "Writ of summons served",
    "Statement of defence",
  ]);
  const body = {
    trackingId: tracking.id,
    proceduralStep: { id: steps[1]?.id ?? 0 },
    title: "File the statement of defence in NLD014",
    description: "Draft it, have the client approve it and file it.",
    status: "TODO",
    dueDate: "2027-03-15",
    responsible: { id: state.user.id },
  };
  return { matter, netherlands, proceeding, tracking, steps, body };
}

const participant = (matterId: number, role: ParticipationRole, categoryIds: number[] = []) =>
  signedInParticipant(db(), matterId, role, categoryIds);

const titles = (items: Activity[]) => items.map((item) => item.title);

describe("dbbw/activities: one activity", () => {
  it("creates an activity at a step and answers it with its tracking's proceeding, category and matter", async () => {
    const { body, matter, proceeding, netherlands, steps, tracking } = await setup();
    const response = await call("POST", "activities", body);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      message: messages.activitySaved,
      trackingId: tracking.id,
      title: body.title,
      description: body.description,
      status: "TODO",
      dueDate: "2027-03-15",
      overdue: false,
      responsible: { id: state.user.id, firstName: state.user.firstName, lastName: state.user.lastName },
      createdBy: { id: state.user.id, emailAddress: state.user.emailAddress },
      proceduralStep: { id: steps[1]?.id, title: "Statement of defence", number: 2 },
      proceeding: { id: proceeding.id, code: proceeding.proceedingCode },
      category: { id: netherlands.id, code: "NLD", name: "Netherlands" },
      matter: { id: matter.id, name: matter.name },
      version: 1,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
    const read = await call("GET", `activities/${created.id}`);
    expect(read.json()).toEqual({ ...created, message: undefined, permissions: created.permissions });
    const trail = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(trail.filter((entry) => entry.entity === "activity").map((entry) => entry.action)).toEqual([
      "create",
    ]);
  });

  it("refuses a body without its required fields, each with its message, and writes nothing", async () => {
    const { tracking } = await setup();
    const response = await call("POST", "activities", { trackingId: tracking.id });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response.json().subErrors.map((sub: { field: string; message: string }) => [sub.field, sub.message]),
    );
    expect(fields).toEqual({
      title: messages.required,
      description: messages.required,
      status: messages.required,
      dueDate: messages.required,
      responsible: messages.required,
    });
    expect((await call("GET", `activities/tracking/${tracking.id}`)).json().totalElements).toBe(0);
  });

  it("refuses too long texts, an unknown status and an impossible date with their messages", async () => {
    const { body } = await setup();
    const response = await call("POST", "activities", {
      ...body,
      title: "x".repeat(256),
      description: "y".repeat(10_001),
      status: "WAITING",
      dueDate: "2027-02-30",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toEqual(
      expect.arrayContaining([
        { field: "title", message: messages.tooLong(255) },
        { field: "description", message: messages.tooLong(10_000) },
        { field: "status", message: messages.required },
        { field: "dueDate", message: messages.date },
      ]),
    );
  });

  it("requires a step when the tracking has steps, one of its own, and a responsible of the matter", async () => {
    const { body, matter, proceeding } = await setup();
    const noStep = await call("POST", "activities", { ...body, proceduralStep: null });
    expect(noStep.json().subErrors).toEqual([{ field: "proceduralStep", message: messages.required }]);
    const other = await createTracking(db(), matter.id, {
      proceedingId: (await createProceeding(db(), matter.id, proceeding.categoryId)).id,
    });
    const foreignStep = await call("POST", "activities", {
      ...body,
      proceduralStep: { id: other.steps[0]?.id },
    });
    expect(foreignStep.json().subErrors).toEqual([
      { field: "proceduralStep", message: messages.stepOfAnotherTracking },
    ]);
    const outsider = await createUser(db());
    const notAssignee = await call("POST", "activities", { ...body, responsible: { id: outsider.id } });
    expect(notAssignee.json().subErrors).toEqual([{ field: "responsible", message: messages.notAnAssignee }]);
  });

  it("takes no step on a tracking without steps", async () => {
    const { body, matter, proceeding } = await setup();
    const blank = await createTracking(
      db(),
      matter.id,
      { proceedingId: (await createProceeding(db(), matter.id, proceeding.categoryId)).id },
      [],
    );
    const response = await call("POST", "activities", {
      ...body,
      trackingId: blank.tracking.id,
      proceduralStep: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().proceduralStep).toBeNull();
  });

  it("answers 404 for an unknown tracking or activity, a template, and another matter's tracking", async () => {
    const { body, matter, netherlands } = await setup();
    expect((await call("POST", "activities", { ...body, trackingId: 999_999 })).statusCode).toBe(404);
    const template = await createTracking(db(), matter.id, { categoryId: netherlands.id });
    expect((await call("POST", "activities", { ...body, trackingId: template.tracking.id })).statusCode).toBe(
      404,
    );
    const foreign = await createMatter(db());
    const foreignCategory = await createCategory(db(), foreign.id, { code: "BEL" });
    const foreignTracking = await createTracking(db(), foreign.id, {
      proceedingId: (await createProceeding(db(), foreign.id, foreignCategory.id)).id,
    });
    expect(
      (await call("POST", "activities", { ...body, trackingId: foreignTracking.tracking.id })).statusCode,
    ).toBe(404);
    expect((await call("GET", "activities/999999")).statusCode).toBe(404);
    expect((await call("GET", "activities/abc")).statusCode).toBe(400);
    expect((await call("POST", "activities", { ...body, trackingId: "x" })).statusCode).toBe(400);
  });

  it("updates with the version it read (a stale one is 409) and keeps the activity on its tracking", async () => {
    const { body, matter, proceeding } = await setup();
    const created = (await call("POST", "activities", body)).json();
    const changed = { ...body, status: "DOING", title: "File the defence", version: 1 };
    const saved = await call("PUT", `activities/${created.id}`, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: messages.activitySaved, status: "DOING", version: 2 });
    expect((await call("PUT", `activities/${created.id}`, changed)).statusCode).toBe(409);
    const other = await createTracking(db(), matter.id, {
      proceedingId: (await createProceeding(db(), matter.id, proceeding.categoryId)).id,
    });
    const moved = {
      ...changed,
      trackingId: other.tracking.id,
      proceduralStep: { id: other.steps[0]?.id },
      version: 2,
    };
    expect((await call("PUT", `activities/${created.id}`, moved)).statusCode).toBe(404);
  });

  it("deletes an activity with its message; then it is gone", async () => {
    const { body } = await setup();
    const created = (await call("POST", "activities", body)).json();
    const deleted = await call("DELETE", `activities/${created.id}`);
    expect(deleted.json()).toEqual({ message: messages.activityDeleted });
    expect((await call("GET", `activities/${created.id}`)).statusCode).toBe(404);
  });

  it("flags an activity past its due date as overdue until it is DONE", async () => {
    const { body } = await setup();
    const late = (await call("POST", "activities", { ...body, dueDate: "2020-01-06" })).json();
    expect(late.overdue).toBe(true);
    const done = await call("PUT", `activities/${late.id}`, {
      ...body,
      dueDate: "2020-01-06",
      status: "DONE",
      version: 1,
    });
    expect(done.json().overdue).toBe(false);
  });

  it("gives local counsel only their categories' activities, and clients READ (CLIENT_ACTIVE also CRW)", async () => {
    const { body, matter } = await setup();
    const created = (await call("POST", "activities", body)).json();
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const counsel = await participant(matter.id, "LOCAL_COUNSEL_FULL_ACCESS", [germany.id]);
    expect((await call("GET", `activities/${created.id}`, undefined, counsel.cookie)).statusCode).toBe(404);
    expect((await call("POST", "activities", body, counsel.cookie)).statusCode).toBe(404);
    expect((await call("GET", "activities?statuses=", undefined, counsel.cookie)).json().totalElements).toBe(
      0,
    );
    const reader = await participant(matter.id, "CLIENT_READ_ONLY");
    expect(
      (await call("GET", `activities/${created.id}`, undefined, reader.cookie)).json().permissions,
    ).toEqual(["READ"]);
    expect(
      (await call("PUT", `activities/${created.id}`, { ...body, version: 1 }, reader.cookie)).statusCode,
    ).toBe(403);
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    expect(
      (await call("GET", `activities/${created.id}`, undefined, client.cookie)).json().permissions,
    ).toEqual(["CREATE", "READ", "WRITE"]);
    expect((await call("DELETE", `activities/${created.id}`, undefined, client.cookie)).statusCode).toBe(403);
  });
});

describe("dbbw/activities: lists and search", () => {
  /** Three activities: mine to do (late), another's doing, mine done; the file's user created two. */
  async function listed() {
    const context = await setup();
    const { matter, tracking, steps } = context;
    const colleague = await participant(matter.id, "DB_LAWYER");
    const step = steps[0]?.id ?? null;
    const on = (title: string, overrides: object) =>
      createActivity(db(), matter.id, tracking.id, step, { title, ...overrides });
    await on("Serve the writ", {
      status: "TODO",
      dueDate: "2026-01-05",
      responsibleId: state.user.id,
      createdBy: state.user.id,
    });
    await on("Brief the expert", {
      status: "DOING",
      dueDate: "2027-06-01",
      responsibleId: colleague.user.id,
      createdBy: state.user.id,
    });
    await on("Archive the file", {
      status: "DONE",
      dueDate: "2025-05-01",
      responsibleId: state.user.id,
      createdBy: colleague.user.id,
    });
    return { ...context, colleague };
  }

  it("lists a tracking's activities with the caller's verbs, due first", async () => {
    const { tracking } = await listed();
    const page = (await call("GET", `activities/tracking/${tracking.id}`)).json();
    expect(titles(page.items)).toEqual(["Archive the file", "Serve the writ", "Brief the expert"]);
    expect(page.totalElements).toBe(3);
    expect(page.permissions).toEqual(["CREATE", "READ", "WRITE", "DELETE"]);
    expect(page.items[1]).toMatchObject({ overdue: true, proceduralStep: { number: 1 } });
  });

  it("filters by status, Assigned to me and Created by me, and by matter", async () => {
    const { matter, colleague } = await listed();
    const list = async (query: string, cookie?: string) =>
      titles(
        (await call("GET", `activities?matterId=${matter.id}&${query}`, undefined, cookie)).json().items,
      );
    expect(await list("statuses=TODO,DOING")).toEqual(["Serve the writ", "Brief the expert"]);
    expect(await list("statuses=")).toHaveLength(3);
    expect(await list("assignedToMe=true&statuses=")).toEqual(["Archive the file", "Serve the writ"]);
    expect(await list("createdByMe=true&statuses=")).toEqual(["Serve the writ", "Brief the expert"]);
    expect(await list("assignedToMe=true&statuses=TODO,DOING", colleague.cookie)).toEqual([
      "Brief the expert",
    ]);
    expect((await call("GET", "activities?statuses=WAITING")).statusCode).toBe(400);
    expect((await call("GET", "activities?assignedToMe=yes")).statusCode).toBe(400);
  });

  it("shows in the global list only the matters the caller takes part in; another matter's filter is 404", async () => {
    const { matter } = await listed();
    const outsider = await createUser(db());
    const cookie = await sessionCookie(db(), outsider.id);
    expect((await call("GET", "activities?statuses=", undefined, cookie)).json().totalElements).toBe(0);
    expect((await call("GET", `activities?matterId=${matter.id}`, undefined, cookie)).statusCode).toBe(404);
  });

  it("sorts by every column and pages", async () => {
    const { matter } = await listed();
    const list = async (query: string) =>
      (await call("GET", `activities?matterId=${matter.id}&statuses=&${query}`)).json();
    expect(titles((await list("sort=title,asc")).items)).toEqual([
      "Archive the file",
      "Brief the expert",
      "Serve the writ",
    ]);
    expect(titles((await list("sort=status,desc")).items)).toEqual([
      "Archive the file",
      "Brief the expert",
      "Serve the writ",
    ]);
    for (const field of [
      "responsible",
      "createdBy",
      "proceduralStep",
      "matter",
      "proceedingCode",
      "category",
    ]) {
      expect((await list(`sort=${field},desc`)).items, field).toHaveLength(3);
    }
    const second = await list("sort=title,asc&size=2&page=1");
    expect([titles(second.items), second.totalElements]).toEqual([["Serve the writ"], 3]);
    expect((await call("GET", "activities?sort=colour,asc")).statusCode).toBe(400);
  });

  it("searches by title, proceedings code, category code (with a matter) and step (in a tracking)", async () => {
    const { matter, tracking, steps, proceeding } = await listed();
    const search = async (query: string) => call("GET", `activities/search?statuses=&${query}`);
    expect(titles((await search(`matterId=${matter.id}&title=EXPERT`)).json().items)).toEqual([
      "Brief the expert",
    ]);
    const code = proceeding.proceedingCode.toLowerCase();
    expect((await search(`matterId=${matter.id}&proceedingCode=${code}`)).json().totalElements).toBe(3);
    expect((await search(`matterId=${matter.id}&categoryCode=nl`)).json().totalElements).toBe(3);
    expect((await search(`matterId=${matter.id}&categoryCode=DEU`)).json().totalElements).toBe(0);
    const categoryAlone = await search("categoryCode=NLD");
    expect(categoryAlone.json().subErrors).toEqual([
      { field: "categoryCode", message: messages.categoryNeedsMatter },
    ]);
    const stepAlone = await search(`proceduralStepId=${steps[0]?.id}`);
    expect(stepAlone.json().subErrors).toEqual([
      { field: "proceduralStepId", message: messages.stepNeedsTracking },
    ]);
    const inTracking = await search(`trackingId=${tracking.id}&proceduralStepId=${steps[1]?.id}`);
    expect([inTracking.statusCode, inTracking.json().totalElements]).toEqual([200, 0]);
    expect((await search(`trackingId=${tracking.id}&proceduralStepId=abc`)).statusCode).toBe(400);
    expect(titles((await search("title=50%25")).json().items)).toEqual([]);
  });

  it("finds the search's matter from its trackingId: unknown, not the caller's or out of scope is 404", async () => {
    const { matter, tracking } = await listed();
    const search = (query: string, cookie?: string) =>
      call("GET", `activities/search?statuses=&${query}`, undefined, cookie);
    const notFound = { status: 404, code: "NOT_FOUND" };
    expect((await search("trackingId=999999")).json()).toMatchObject(notFound);
    const outsider = await sessionCookie(db(), (await createUser(db())).id);
    expect((await search(`trackingId=${tracking.id}`, outsider)).json()).toMatchObject(notFound);
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [germany.id]);
    expect((await search(`trackingId=${tracking.id}`, counsel.cookie)).json()).toMatchObject(notFound);
    const client = await participant(matter.id, "CLIENT_READ_ONLY");
    const page = (await search(`trackingId=${tracking.id}`, client.cookie)).json();
    expect([page.totalElements, page.permissions]).toEqual([3, ["READ"]]);
    expect((await search("trackingId=abc")).json().subErrors).toEqual([
      { field: "trackingId", message: messages.wholeNumber(1, maxStoredInteger) },
    ]);
  });

  it("answers the status catalogue", async () => {
    expect((await call("GET", "activitystatus")).json()).toEqual([
      { key: "TODO", value: "To Do" },
      { key: "DOING", value: "Doing" },
      { key: "DONE", value: "Done" },
    ]);
  });
});

describe("activities at a tracking's steps", () => {
  it("counts them per step, and refuses to delete a linked step with SPEC 5.9's message", async () => {
    const { matter, proceeding, tracking, steps, body } = await setup();
    await call("POST", "activities", body);
    await call("POST", "activities", body);
    const path = `matters/${matter.id}/proceedings/${proceeding.id}/tracking/${tracking.id}`;
    expect((await call("GET", `${path}/activities/count`)).json()).toEqual({
      counts: { [String(steps[1]?.id)]: 2 },
    });
    const read = (await call("GET", path)).json();
    const kept = read.proceduralSteps.slice(0, 1);
    const refused = await call("PUT", path, { proceduralSteps: kept, version: read.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.stepLinkedToActivities(2, "Statement of defence"));
  });
});
