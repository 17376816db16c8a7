// A proceeding's tracking through HTTP (SPEC 2.3 "Tracking", 3, 4 "Tracking creation", 5.9, 7.5):
// created from a template or blank (the existing one answered, also to two at once), deadlines and
// estimated months, the chronological rule with its message, missed deadlines, steps marked done and
// reopened (issue 27), the duration to the next step, deleting steps (DELETE needed), local counsel scope, availability and activity counts (with activities:
// activities.test.ts).
import { messages } from "@litfolio/shared/messages";
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import type { ParticipationRole } from "@litfolio/shared/permissions";
import { humanisedDuration, type Tracking } from "@litfolio/shared/tracking";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { proceedings } from "../../db/schema/proceedings";
import { trackings } from "../../db/schema/tracking";
import { dbbwTestFile } from "../../test/dbbw";
import {
  addParticipation,
  createCategory,
  createProceeding,
  createTracking,
  createUser,
  sessionCookie,
} from "../../test/factories";

const { db, call, adminMatter, state } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const netherlands = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const proceeding = await createProceeding(db(), matter.id, netherlands.id);
  const template = await createTracking(db(), matter.id, { categoryId: netherlands.id }, [
    "Writ of summons served",
    "Statement of defence",
    "Judgement",
  ]);
  const path = `matters/${matter.id}/proceedings/${proceeding.id}/tracking`;
  return { matter, netherlands, proceeding, template, path };
}

/** A tracking created through the API, from the setup's template. */
async function tracked() {
  const context = await setup();
  const created = await call("POST", context.path, { templateId: context.template.tracking.id });
  expect(created.statusCode, created.body).toBe(200);
  return { ...context, tracking: created.json() as Tracking & { message?: string } };
}

/** The tracking's steps as a PUT body, each changed by `change`. */
const stepsBody = (tracking: Tracking, change: (index: number) => object = () => ({})) =>
  tracking.proceduralSteps.map((step, index) => ({ ...step, ...change(index) }));

async function participant(matterId: number, role: ParticipationRole, categoryIds: number[] = []) {
  const user = await createUser(db());
  await addParticipation(db(), matterId, user.id, role, categoryIds);
  return sessionCookie(db(), user.id);
}

describe("dbbw/matters/{m}/proceedings/{p}/tracking", () => {
  it("creates the tracking from a template, copying its steps without deadlines", async () => {
    const { tracking, proceeding, template, netherlands, matter } = await tracked();
    expect(tracking).toMatchObject({
      message: messages.trackingSaved,
      template: false,
      basedOnTemplate: { id: template.tracking.id },
      category: { id: netherlands.id, code: "NLD" },
      proceeding: { id: proceeding.id, code: proceeding.proceedingCode, matter: { id: matter.id } },
      permissions: ["ADMIN", "CREATE", "READ", "UPLOAD", "WRITE", "DELETE"].filter(
        (verb) => verb !== "ADMIN",
      ),
      version: 1,
    });
    expect(tracking.proceduralSteps.map((step) => [step.title, step.deadline, step.averageDuration])).toEqual(
      [
        ["Writ of summons served", null, "P14D"],
        ["Statement of defence", null, "P14D"],
        ["Judgement", null, "P14D"],
      ],
    );
    expect(tracking.proceduralSteps[0]?.attachedDocuments.permissions).toEqual(["READ", "UPLOAD", "DELETE"]);
  });

  it("creates a blank tracking, and answers the existing one to a second create, also to two at once", async () => {
    const { path, proceeding } = await setup();
    const answers = await Promise.all([
      call("POST", path, { templateId: null }),
      call("POST", path, { templateId: null }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const ids = answers.map((answer) => answer.json().id);
    expect(ids[0]).toBe(ids[1]);
    expect(answers.filter((answer) => answer.json().message === messages.trackingSaved)).toHaveLength(1);
    expect(answers[0]?.json().proceduralSteps).toEqual([]);
    const stored = await db().select().from(trackings).where(eq(trackings.proceedingId, proceeding.id));
    expect(stored).toHaveLength(1);
    expect((await call("GET", `${path}/available`)).json()).toEqual({
      trackingId: ids[0],
      permissions: ["CREATE", "READ", "UPLOAD", "WRITE", "DELETE"],
    });
  });

  it("answers 404 for a template of another matter, and a template id used as the tracking", async () => {
    const { path, template } = await setup();
    const other = await adminMatter();
    const theirs = await createTracking(db(), other.matter.id, {
      categoryId: (await createCategory(db(), other.matter.id)).id,
    });
    expect((await call("POST", path, { templateId: theirs.tracking.id })).statusCode).toBe(404);
    expect((await call("GET", `${path}/${template.tracking.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${path}/available`)).json().trackingId).toBeNull();
  });

  it("saves deadlines and estimated months, and answers the time to the next step", async () => {
    const { tracking, path } = await tracked();
    // Without a duration from the template, the time to the next step is the time between the
    // deadlines.
    const deadlines = [
      { deadline: "2027-01-10", averageDuration: null },
      { deadline: "2027-02-12", courtHearing: true, averageDuration: null },
      { deadline: "2027-05", estimateDeadline: true, averageDuration: null },
    ];
    const saved = await call("PUT", `${path}/${tracking.id}`, {
      proceduralSteps: stepsBody(tracking, (index) => deadlines[index] ?? {}),
      version: tracking.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const steps = (saved.json() as Tracking).proceduralSteps;
    expect(steps.map((step) => [step.deadline, step.estimateDeadline, step.nextStepDuration])).toEqual([
      ["2027-01-10", false, "P1M2D"],
      ["2027-02-12", false, "P3M"],
      ["2027-05", true, null],
    ]);
    expect(steps[1]?.courtHearing).toBe(true);
    expect(saved.json().message).toBe(messages.trackingSaved);
  });

  it("answers the time to the next step as the template typed it, whatever the deadlines", async () => {
    const { tracking, path } = await tracked();
    const steps = [
      { deadline: "2027-01-10", averageDuration: "P6W" },
      { deadline: "2027-02-12", averageDuration: null },
      { deadline: "2027-03-01", averageDuration: "P1M" },
    ];
    const saved = await call("PUT", `${path}/${tracking.id}`, {
      proceduralSteps: stepsBody(tracking, (index) => steps[index] ?? {}),
      version: tracking.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = (saved.json() as Tracking).proceduralSteps;
    // 6 weeks stays 6 weeks (not "1 month and 12 days"); a step without one measures the deadlines.
    expect(answered.map((step) => [step.averageDuration, step.nextStepDuration])).toEqual([
      ["P42D", "P42D"],
      [null, "P17D"],
      ["P1M", null],
    ]);
    expect(humanisedDuration(answered[0]?.nextStepDuration)).toBe("6 weeks");
  });

  it("refuses deadlines out of order with SPEC's message on the step, saving nothing", async () => {
    const { tracking, path } = await tracked();
    const response = await call("PUT", `${path}/${tracking.id}`, {
      proceduralSteps: stepsBody(tracking, (index) => ({
        deadline: ["2027-03-01", null, "2027-02-28"][index],
      })),
      version: tracking.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.formInvalid,
      subErrors: [{ field: "proceduralSteps.2.deadline", message: messages.stepDeadlinesConflict }],
    });
    const read = (await call("GET", `${path}/${tracking.id}`)).json() as Tracking;
    expect(read.proceduralSteps.map((step) => step.deadline)).toEqual([null, null, null]);
    expect(read.version).toBe(1);
  });

  it("flags a past dated deadline (not an estimated month) as missed while the proceeding is open", async () => {
    const { tracking, path, proceeding } = await tracked();
    await call("PUT", `${path}/${tracking.id}`, {
      proceduralSteps: stepsBody(
        tracking,
        (index) =>
          [
            { deadline: "2020-01-10" },
            { deadline: "2020-02", estimateDeadline: true },
            { deadline: "2099-01-01" },
          ][index] ?? {},
      ),
      version: tracking.version,
    });
    const open = (await call("GET", `${path}/${tracking.id}`)).json() as Tracking;
    expect(open.proceduralSteps.map((step) => step.missedDeadline)).toEqual([true, false, false]);
    await db().update(proceedings).set({ status: "DECIDED" }).where(eq(proceedings.id, proceeding.id));
    const decided = (await call("GET", `${path}/${tracking.id}`)).json() as Tracking;
    expect(decided.proceduralSteps.map((step) => step.missedDeadline)).toEqual([false, false, false]);
  });

  it("deletes steps left out of the list only with DELETE, and keeps a version check", async () => {
    const { tracking, path, matter, netherlands } = await tracked();
    const shorter = { proceduralSteps: stepsBody(tracking).slice(0, 2), version: tracking.version };
    const external = await participant(matter.id, "DB_EXTERNAL");
    const refused = await call("PUT", `${path}/${tracking.id}`, shorter, external);
    expect(refused.statusCode).toBe(403);
    const renamed = {
      proceduralSteps: stepsBody(tracking, (index) => (index === 0 ? { title: "Writ served on DAF" } : {})),
      version: tracking.version,
    };
    expect((await call("PUT", `${path}/${tracking.id}`, renamed, external)).statusCode).toBe(200);
    expect((await call("PUT", `${path}/${tracking.id}`, shorter)).statusCode).toBe(409);
    const saved = await call("PUT", `${path}/${tracking.id}`, { ...shorter, version: 2 });
    expect(saved.json().proceduralSteps).toHaveLength(2);
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [netherlands.id]);
    expect((await call("GET", `${path}/${tracking.id}`, undefined, counsel)).json().permissions).toEqual([
      "CREATE",
      "READ",
      "UPLOAD",
      "WRITE",
    ]);
  });

  it("keeps local counsel to the trackings of their categories", async () => {
    const { tracking, path, matter } = await tracked();
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const counsel = await participant(matter.id, "LOCAL_COUNSEL_FULL_ACCESS", [germany.id]);
    expect((await call("GET", `${path}/${tracking.id}`, undefined, counsel)).statusCode).toBe(404);
    expect((await call("GET", `${path}/available`, undefined, counsel)).statusCode).toBe(404);
    const body = { proceduralSteps: stepsBody(tracking), version: tracking.version };
    expect((await call("PUT", `${path}/${tracking.id}`, body, counsel)).statusCode).toBe(404);
    const client = await participant(matter.id, "CLIENT_READ_ONLY");
    expect((await call("GET", `${path}/${tracking.id}`, undefined, client)).json().permissions).toEqual([
      "READ",
    ]);
    expect((await call("PUT", `${path}/${tracking.id}`, body, client)).statusCode).toBe(403);
  });

  it("answers no activity counts for a tracking without activities", async () => {
    const { tracking, path } = await tracked();
    expect((await call("GET", `${path}/${tracking.id}/activities/count`)).json()).toEqual({ counts: {} });
  });
});

describe("dbbw/matters/{m}/proceedings/{p}/tracking/{t}/proceduralsteps/{s}/done", () => {
  /** A tracking whose first step's deadline has passed (missed) and whose others are to come. */
  async function withPastStep() {
    const context = await tracked();
    const { tracking, path } = context;
    const deadlines = ["2026-01-12", "2099-01-01", "2099-02-01"];
    const saved = await call("PUT", `${path}/${tracking.id}`, {
      proceduralSteps: stepsBody(tracking, (index) => ({ deadline: deadlines[index] })),
      version: tracking.version,
    });
    const current = saved.json() as Tracking;
    const step = current.proceduralSteps[0];
    if (!step) throw new Error("no step");
    return {
      ...context,
      tracking: current,
      step,
      done: `${path}/${tracking.id}/proceduralsteps/${step.id}/done`,
    };
  }

  it("marks a step done on a day by the caller, no longer missed, audited; reopening undoes it", async () => {
    const { tracking, step, done } = await withPastStep();
    expect(step.missedDeadline).toBe(true);
    expect(step.done).toBeNull();
    const marked = await call("PUT", done, { doneOn: "2026-01-09", version: tracking.version });
    expect(marked.statusCode, marked.body).toBe(200);
    const answer = marked.json() as Tracking & { message: string };
    expect(answer.message).toBe(messages.stepMarkedDone);
    expect(answer.version).toBe(tracking.version + 1);
    expect(answer.proceduralSteps[0]).toMatchObject({
      missedDeadline: false,
      done: {
        on: "2026-01-09",
        by: { id: state.user.id, firstName: state.user.firstName, lastName: state.user.lastName },
      },
    });
    expect(answer.proceduralSteps[1]?.done).toBeNull();

    const reopened = await call("DELETE", `${done}?version=${answer.version}`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ message: messages.stepReopened, version: answer.version + 1 });
    expect(reopened.json().proceduralSteps[0]).toMatchObject({ missedDeadline: true, done: null });

    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "proceduralStep"), eq(auditLog.entityId, String(step.id))));
    expect(trail.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual([
      [
        "update",
        state.user.id,
        { doneOn: { old: null, new: "2026-01-09" }, doneBy: { old: null, new: state.user.id } },
      ],
      [
        "update",
        state.user.id,
        { doneOn: { old: "2026-01-09", new: null }, doneBy: { old: state.user.id, new: null } },
      ],
    ]);
  });

  it("takes today (the server's UTC day) without a day, and keeps a done step's state when the list is saved", async () => {
    const { tracking, path, done } = await withPastStep();
    const marked = (await call("PUT", done, { version: tracking.version })).json() as Tracking;
    expect(marked.proceduralSteps[0]?.done?.on).toBe(todayUtc());
    const renamed = await call("PUT", `${path}/${tracking.id}`, {
      proceduralSteps: stepsBody(marked, (index) => (index === 0 ? { title: "Writ served on DAF" } : {})),
      version: marked.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as Tracking).proceduralSteps[0]).toMatchObject({
      title: "Writ served on DAF",
      missedDeadline: false,
      done: { on: todayUtc() },
    });
  });

  it.each([
    [{ doneOn: "2099-01-01", version: 2 }, "doneOn", messages.doneOnInFuture],
    [{ doneOn: "31-01-2026", version: 2 }, "doneOn", messages.date],
    [{ doneOn: "2026-02-30", version: 2 }, "doneOn", messages.date],
    [{ doneOn: "2026-01-09" }, "version", messages.versionRequired],
  ])("refuses %j with a message at its field, changing nothing", async (body, field, message) => {
    const { tracking, done, path } = await withPastStep();
    const refused = await call("PUT", done, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().subErrors).toContainEqual({ field, message });
    const after = (await call("GET", `${path}/${tracking.id}`)).json() as Tracking;
    expect(after.proceduralSteps[0]?.done).toBeNull();
    expect(after.version).toBe(tracking.version);
  });

  it("refuses a stale version (409), a step of another tracking (404) and reopening a step not done (409)", async () => {
    const { tracking, done, path } = await withPastStep();
    expect((await call("PUT", done, { version: tracking.version - 1 })).statusCode).toBe(409);
    const other = await withPastStep();
    const foreign = `${path}/${tracking.id}/proceduralsteps/${other.step.id}/done`;
    expect((await call("PUT", foreign, { version: tracking.version })).statusCode).toBe(404);
    const reopen = await call("DELETE", `${done}?version=${tracking.version}`);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(messages.stepNotDone);
    expect((await call("DELETE", `${done}?version=abc`)).statusCode).toBe(400);
  });

  it("needs WRITE on the tracking: a read-only client is refused, a local counsel elsewhere gets 404", async () => {
    const { tracking, done, matter, netherlands } = await withPastStep();
    const client = await participant(matter.id, "CLIENT_READ_ONLY");
    expect((await call("PUT", done, { version: tracking.version }, client)).statusCode).toBe(403);
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const elsewhere = await participant(matter.id, "LOCAL_COUNSEL", [germany.id]);
    expect((await call("PUT", done, { version: tracking.version }, elsewhere)).statusCode).toBe(404);
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [netherlands.id]);
    const marked = await call("PUT", done, { version: tracking.version }, counsel);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(
      (await call("DELETE", `${done}?version=${tracking.version + 1}`, undefined, client)).statusCode,
    ).toBe(403);
  });
});
