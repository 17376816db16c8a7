// The one missed-deadline rule (./rule.ts) everywhere (issue 27). On a table of cases (an estimated
// month, today, yesterday, done, reopened, each closed and each open proceeding status, a step with
// a document, a judgement and a later passed step) and on the demo data, the TypeScript predicate
// and the SQL condition agree, and so do the tracking's steps (cards and step dialog), the calendar,
// the iCal feed, the missed-deadlines page and its export; the digest and the reminders list no
// done step (and the digest every step still to do in its days).
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import { openProceedingStatuses, type Tracking } from "@litfolio/shared/tracking";
import { and, count, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbOrTx } from "../../db/client";
import { proceedings } from "../../db/schema/proceedings";
import { resolutions } from "../../db/schema/resolutions";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { seedDemoData } from "../../demo/demo";
import { participationsOfUsers } from "../../permissions/across-matters";
import { callApi } from "../../test/api";
import {
  addParticipation,
  createCategory,
  createDocument,
  createMatter,
  createTrackedProceeding,
  createUser,
  sessionCookie,
} from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { courtDaysOf } from "../deadlines/court-days";
import { shiftDays } from "../deadlines/working-days";
import { digestSections, type Recipient, reminderSections, sharedReads } from "../notifications/digest";
import { isMissedDeadline, missedDeadlineCondition } from "./rule";

const today = todayUtc();
const yesterday = shiftDays(today, -1);
const tomorrow = shiftDays(today, 1);
/** The iCal feed's window reaches this far back: the views are compared on the steps inside it. */
const feedFrom = shiftDays(today, -90);
/** The calendar asks for at most 400 days: the comparison period ends a little after today. */
const period = { from: shiftDays(today, -390), to: shiftDays(today, 5) };

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** The steps of the matter's trackings with what the rule reads (and their proceeding's status). */
const stepsOfMatter = (db: DbOrTx, matterId: number) =>
  db
    .select({
      id: proceduralSteps.id,
      deadline: proceduralSteps.deadline,
      estimateDeadline: proceduralSteps.estimateDeadline,
      doneOn: proceduralSteps.doneOn,
      status: proceedings.status,
      proceedingId: proceedings.id,
      trackingId: trackings.id,
    })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .where(eq(trackings.matterId, matterId));

/** What each view marks missed on the matter, as step ids (the export: its number of rows). */
async function missedPerView(t: TestApp, cookie: string, matterId: number) {
  const db = t.database.db;
  const get = (path: string) => callApi(t, "GET", `dbbw/${path}`, { cookie });
  const steps = await stepsOfMatter(db, matterId);
  const sqlRows = await db
    .select({ id: proceduralSteps.id })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .where(and(eq(trackings.matterId, matterId), missedDeadlineCondition(today)));

  const tracking: number[] = [];
  for (const { proceedingId, trackingId } of new Map(steps.map((s) => [s.trackingId, s])).values()) {
    const answer = (
      await get(`matters/${matterId}/proceedings/${proceedingId}/tracking/${trackingId}`)
    ).json();
    tracking.push(...(answer as Tracking).proceduralSteps.filter((s) => s.missedDeadline).map((s) => s.id));
  }

  const calendarAnswer = await get(
    `proceduralsteps?matterId=${matterId}&from=${period.from}&to=${period.to}`,
  );
  expect(calendarAnswer.statusCode, calendarAnswer.body).toBe(200);
  const calendar = (calendarAnswer.json().items as { id: number; missedDeadline: boolean }[])
    .filter((item) => item.missedDeadline)
    .map((item) => item.id);

  const feed = await callApi(t, "POST", "dbbw/calendar/feed", {
    cookie,
    payload: { matterId, kinds: ["TRACKING"], statuses: [], responsible: "everyone" },
  });
  expect(feed.statusCode, feed.body).toBe(200);
  const token = /\/calendar\/feed\/([^/]+)$/.exec(feed.json().url as string)?.[1];
  const ics = (await callApi(t, "GET", `dbbw/calendar/feed/${token}`)).body.replace(/\r\n /g, "");
  const feedMissed = ics
    .split("BEGIN:VEVENT")
    .filter((event) => /\nSUMMARY:Missed deadline/.test(event))
    .map((event) => Number(/\nUID:step-(\d+)@/.exec(event)?.[1]));

  const page = (await get(`matters/${matterId}/proceduralsteps/missed?size=100`)).json();
  const workbook = new ExcelJS.Workbook();
  const exported = await get(`matters/${matterId}/proceduralsteps/missed/export`);
  await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
  // A title row and a header row before the steps.
  const exportRows = (workbook.worksheets[0]?.rowCount ?? 0) - 2;

  const deadlineOf = new Map(steps.map((step) => [step.id, step.deadline ?? ""]));
  return {
    predicate: sorted(steps.filter((step) => isMissedDeadline(step, step.status, today)).map((s) => s.id)),
    sql: sorted(sqlRows.map((row) => row.id)),
    tracking: sorted(tracking),
    calendar: sorted(calendar),
    feed: sorted(feedMissed),
    /** What the feed should hold: the missed steps inside its window. */
    inFeedWindow: (ids: number[]) => ids.filter((id) => (deadlineOf.get(id) ?? "") >= feedFrom),
    page: sorted((page.items as { step: { id: number } }[]).map((item) => item.step.id)),
    pageTotal: page.totalElements as number,
    exportRows,
    doneIds: new Set(steps.filter((step) => step.doneOn !== null).map((step) => step.id)),
  };
}

/** The step ids the digest and the reminders (every reminder day up to 10) list for the user. */
async function mailedSteps(db: DbOrTx, userId: number, matterIds: number[], responsibleFor: number[]) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("no user");
  const recipient: Recipient = {
    ...user,
    participations: (await participationsOfUsers(db, [userId])).get(userId) ?? [],
    responsibleFor,
  };
  const run = {
    db,
    publicUrl: "http://litfolio.test",
    court: await courtDaysOf(db, matterIds),
    shared: sharedReads(),
  };
  const idsOf = (sections: { lines: { url: string }[] }[]) =>
    sorted(
      sections.flatMap((section) =>
        section.lines.flatMap((line) => {
          const id = /\/tracking\/\d+\/(\d+)$/.exec(line.url)?.[1];
          return id ? [Number(id)] : [];
        }),
      ),
    );
  const digest = idsOf(await digestSections(run, recipient, today));
  const reminders = idsOf(
    await reminderSections(run, recipient, { today, reminderDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
  );
  return { digest, reminders };
}

/** Every view agrees with the predicate (the feed within its window; the export row for row). */
function expectAgreement(views: Awaited<ReturnType<typeof missedPerView>>) {
  expect(views.sql).toEqual(views.predicate);
  expect(views.tracking).toEqual(views.predicate);
  expect(views.calendar).toEqual(views.predicate);
  expect(views.feed).toEqual(views.inFeedWindow(views.predicate));
  expect(views.page).toEqual(views.predicate);
  expect(views.pageTotal).toBe(views.predicate.length);
  expect(views.exportRows).toBe(views.predicate.length);
}

describe("one missed-deadline rule on a table of cases", () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let matter: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database.db);
    userId = user.id;
    cookie = await sessionCookie(t.database.db, user.id);
    matter = await createMatter(t.database.db);
    await addParticipation(t.database.db, matter.id, user.id, "ADMIN");
  });
  afterAll(() => t.close());

  type Fields = Partial<typeof proceduralSteps.$inferInsert>;
  /** A proceeding in `status` with these steps, and whether each one is missed. */
  interface Case {
    name: string;
    status: ProceedingStatus;
    steps: [Fields, boolean][];
  }
  const lastMonth = `${shiftDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const done = (day: string): Fields => ({ doneOn: day });
  const cases: Case[] = [
    {
      name: "an estimated month before this one",
      status: "ONGOING",
      steps: [[{ deadline: lastMonth, estimateDeadline: true }, false]],
    },
    { name: "today's deadline", status: "ONGOING", steps: [[{ deadline: today }, false]] },
    { name: "yesterday's deadline", status: "ONGOING", steps: [[{ deadline: yesterday }, true]] },
    {
      name: "yesterday's deadline, done",
      status: "ONGOING",
      steps: [[{ deadline: yesterday, ...done(yesterday) }, false]],
    },
    { name: "no deadline", status: "ONGOING", steps: [[{ deadline: null }, false]] },
    { name: "tomorrow's deadline", status: "ONGOING", steps: [[{ deadline: tomorrow }, false]] },
    {
      name: "tomorrow's deadline, done early",
      status: "ONGOING",
      steps: [[{ deadline: tomorrow, ...done(today) }, false]],
    },
    ...(["SETTLED", "DECIDED", "WITHDRAWN"] as const).map(
      (status): Case => ({
        name: `a ${status} proceeding`,
        status,
        steps: [[{ deadline: yesterday }, false]],
      }),
    ),
    ...openProceedingStatuses.map(
      (status): Case => ({
        name: `an open ${status} proceeding`,
        status,
        steps: [[{ deadline: yesterday }, true]],
      }),
    ),
  ];

  it("agrees in every view, with the steps each case expects", async () => {
    const db = t.database.db;
    const nld = await createCategory(db, matter.id, { code: "NLD", name: "Netherlands" });
    const expected: number[] = [];
    const proceedingIds: number[] = [];
    for (const one of cases) {
      const { proceeding, steps } = await createTrackedProceeding(
        db,
        matter.id,
        nld.id,
        one.steps.map(([fields]) => fields),
        { status: one.status },
      );
      proceedingIds.push(proceeding.id);
      steps.forEach((step, index) => {
        if (one.steps[index]?.[1]) expected.push(step.id);
      });
    }
    // Not a completion: a document at the step, a judgement, a later step whose deadline passed.
    const went = await createTrackedProceeding(db, matter.id, nld.id, [
      { deadline: shiftDays(today, -20) },
      { deadline: yesterday },
    ]);
    await createDocument(t, matter.id, { stepId: went.steps[0]?.id ?? 0 });
    await db.insert(resolutions).values({
      proceedingId: went.proceeding.id,
      resolution: "JUDGEMENT",
      type: "INTERIM",
      outcome: "Interim",
    });
    expected.push(...went.steps.map((step) => step.id));
    // Done through the API, then reopened: missed again.
    const reopened = await createTrackedProceeding(db, matter.id, nld.id, [{ deadline: yesterday }]);
    const stepPath = `dbbw/matters/${matter.id}/proceedings/${reopened.proceeding.id}/tracking/${reopened.tracking.id}/proceduralsteps/${reopened.steps[0]?.id}/done`;
    const marked = await callApi(t, "PUT", stepPath, { cookie, payload: { version: 1 } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await callApi(t, "DELETE", `${stepPath}?version=2`, { cookie })).statusCode).toBe(200);
    expected.push(reopened.steps[0]?.id ?? 0);
    proceedingIds.push(went.proceeding.id, reopened.proceeding.id);

    const views = await missedPerView(t, cookie, matter.id);
    expect(views.predicate).toEqual(sorted(expected));
    expectAgreement(views);

    const mailed = await mailedSteps(db, userId, [matter.id], proceedingIds);
    const stored = await stepsOfMatter(db, matter.id);
    const toDoInDigest = stored
      .filter(
        (step) =>
          step.deadline !== null &&
          !step.estimateDeadline &&
          step.deadline >= today &&
          step.doneOn === null &&
          openProceedingStatuses.includes(step.status),
      )
      .map((step) => step.id);
    expect(mailed.digest).toEqual(sorted(toDoInDigest));
    expect(mailed.reminders.filter((id) => views.doneIds.has(id))).toEqual([]);
  });

  it("is served by procedural_steps_missed_idx: its predicate is implied by the SQL rule", async () => {
    // With sequential scans priced out, a condition the partial index's predicate does not follow
    // from leaves PostgreSQL only the other indexes, so the plan names this one only if it can use it.
    const missedSteps = t.database.db
      .select({ n: count() })
      .from(proceduralSteps)
      .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
      .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
      .where(and(eq(trackings.matterId, matter.id), missedDeadlineCondition(today)));
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain ${missedSteps.getSQL()}`);
    });
    expect(JSON.stringify(plan)).toContain("procedural_steps_missed_idx");
  });
});

describe("one missed-deadline rule on the demo data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("marks the same steps missed in every view, and mails no done step", async () => {
    const db = t.database.db;
    expect(await seedDemoData(db, "Litfolio-demo-2026", t.app.files)).toBe(true);
    const [lawyer] = await db.select().from(users).where(eq(users.emailAddress, "lawyer@example.com"));
    if (!lawyer) throw new Error("no demo lawyer");
    const cookie = await sessionCookie(db, lawyer.id);
    const views = await missedPerView(t, cookie, 1);
    expect(views.predicate.length).toBeGreaterThanOrEqual(2);
    expectAgreement(views);
    // The demo shows done steps next to missed and upcoming ones.
    expect(views.doneIds.size).toBeGreaterThan(views.predicate.length);

    const allProceedings = (await db.select({ id: proceedings.id }).from(proceedings)).map((row) => row.id);
    const mailed = await mailedSteps(db, lawyer.id, [1], allProceedings);
    expect(mailed.digest.length).toBeGreaterThan(0);
    expect([...mailed.digest, ...mailed.reminders].filter((id) => views.doneIds.has(id))).toEqual([]);
  });
});
