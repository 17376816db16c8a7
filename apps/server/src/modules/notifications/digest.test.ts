// The deadline e-mails' job with "now" chosen by each test (issue 18): the digest's content per role
// and scope (a local counsel's categories only, an active client's documents to approve, no e-mail
// when there is nothing to say, nobody's for a deactivated user or a SYSTEM_ADMIN outside their
// matters), the hour and time zone of each user, once per user per day (a rerun, two server
// processes on one PostgreSQL database), reminders 5 and 1 working days ahead over Christmas and a
// weekend, and the e-mail over SMTP with its one-click List-Unsubscribe that works.
import { messages } from "@litfolio/shared/messages";
import type { NotificationKind } from "@litfolio/shared/notifications";
import type { ParticipationRole } from "@litfolio/shared/permissions";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../db/schema/documents";
import { mails } from "../../db/schema/mail";
import { notificationDeliveries, notificationSettings } from "../../db/schema/notifications";
import { callApi } from "../../test/api";
import {
  addParticipation,
  createActivity,
  createAdmin,
  createCategory,
  createComment,
  createDocument,
  createMatter,
  createTrackedProceeding,
  createUser,
} from "../../test/factories";
import { createTestApp, eventually, type TestApp, waitForMail } from "../../test/harness";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { sendDueNotifications } from "./jobs";
import { deleteOldDeliveries } from "./mail-service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

/** One run of the job at `now` on a test app (as its process's worker would run it). */
const runAt = (app: TestApp, now: string) =>
  sendDueNotifications(
    {
      db: app.database.db,
      config: app.config,
      enqueueIn: (tx) => (type, payload, options) => app.app.jobs.enqueue(tx, type, payload, options),
    },
    new Date(now),
  );

/** Monday 30 November 2026, 07:30 in Amsterdam (the default hour is 7). */
const mondayMorning = "2026-11-30T06:30:00Z";

/** A user's deliveries, oldest day first, with their mails (null: nothing to say). */
async function deliveriesOf(userId: number) {
  return db()
    .select({ kind: notificationDeliveries.kind, day: notificationDeliveries.day, mail: mails })
    .from(notificationDeliveries)
    .leftJoin(mails, eq(mails.id, notificationDeliveries.mailId))
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(asc(notificationDeliveries.day), asc(notificationDeliveries.kind));
}

async function mailOf(userId: number, kind: NotificationKind) {
  const found = (await deliveriesOf(userId)).filter((row) => row.kind === kind);
  expect(found, `one ${kind} delivery`).toHaveLength(1);
  return found[0]?.mail ?? null;
}

/** A user taking part in the matter in the role (local counsel on the categories). */
async function participant(matterId: number, role: ParticipationRole, categoryIds: number[] = []) {
  const user = await createUser(db());
  await addParticipation(db(), matterId, user.id, role, categoryIds);
  return user;
}

const stepTitle = (code: string, n = 1) => `Step ${n} of ${code}`;

/** A matter with a Dutch and a German proceeding whose steps fall in and around the next 14 days. */
async function portfolio() {
  const matter = await createMatter(db());
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  const dutch = await createTrackedProceeding(db(), matter.id, nld.id, [
    { deadline: "2026-12-02", courtHearing: true, clientDeadline: false, title: "Hearing <b>&</b> pleas" },
    { deadline: "2026-12-01", estimateDeadline: true, clientDeadline: false },
    { deadline: "2026-12-20", clientDeadline: false },
  ]);
  const german = await createTrackedProceeding(db(), matter.id, deu.id, [
    { deadline: "2026-12-04", clientDeadline: true },
  ]);
  const decided = await createTrackedProceeding(db(), matter.id, nld.id, [{ deadline: "2026-12-03" }], {
    status: "DECIDED",
  });
  return { matter, nld, deu, dutch, german, decided };
}

describe("the digest's content", () => {
  it("lists a lawyer's step deadlines, hearings, client deadlines and own activities, with links", async () => {
    const { matter, dutch, german, decided } = await portfolio();
    const lawyer = await participant(matter.id, "DB_LAWYER");
    const colleague = await participant(matter.id, "DB_LAWYER");
    const activity = (title: string, dueDate: string, more = {}) =>
      createActivity(db(), matter.id, dutch.tracking.id, null, {
        title,
        dueDate,
        responsibleId: lawyer.id,
        ...more,
      });
    const overdue = await activity("Brief the expert", "2026-11-20");
    await activity("Send the draft", "2026-12-04", { status: "DOING" });
    await activity("Already done", "2026-12-01", { status: "DONE" });
    await activity("Next month", "2026-12-20");
    await activity("The colleague's", "2026-12-01", { responsibleId: colleague.id });
    await runAt(t, mondayMorning);

    const mail = await mailOf(lawyer.id, "DIGEST");
    expect(mail?.toAddress).toBe(lawyer.emailAddress);
    expect(mail?.subject).toBe("Litfolio: your deadlines for Monday 30 November 2026");
    const text = mail?.textBody ?? "";
    const url = "http://localhost:8080";
    const [hearing] = dutch.steps;
    expect(text).toContain(
      `- Wed 2 Dec 2026 · ${dutch.proceeding.proceedingCode} · Hearing <b>&</b> pleas (${matter.name}) · Court hearing\n` +
        `  ${url}/matters/${matter.id}/proceedings/${dutch.proceeding.id}/tracking/${dutch.tracking.id}/${hearing?.id}`,
    );
    expect(text).toContain(
      `- Fri 4 Dec 2026 · ${german.proceeding.proceedingCode} · ${stepTitle(german.proceeding.proceedingCode)} (${matter.name}) · Client deadline`,
    );
    // Estimated (month-only), beyond 14 days, of a decided proceeding: not listed.
    expect(text).not.toContain(stepTitle(dutch.proceeding.proceedingCode, 2));
    expect(text).not.toContain(stepTitle(dutch.proceeding.proceedingCode, 3));
    expect(text).not.toContain(decided.proceeding.proceedingCode);
    expect(text).toContain(
      `- Overdue, due Fri 20 Nov 2026 · ${dutch.proceeding.proceedingCode} · Brief the expert (${matter.name})\n  ${url}/activities/${overdue.id}`,
    );
    expect(text).toContain("- Due Fri 4 Dec 2026");
    for (const left of ["Already done", "Next month", "The colleague's"]) expect(text).not.toContain(left);
    expect(text).not.toContain("Documents waiting for your approval");
    expect(text).toContain(`Change your notifications: ${url}/notifications`);
    // The HTML escapes what users typed.
    expect(mail?.htmlBody).toContain("Hearing &lt;b&gt;&amp;&lt;/b&gt; pleas");
    expect(mail?.htmlBody).not.toContain("<b>&</b>");

    // The unsubscribe link names this user's digest (as sent: the outbox keeps the mail without it).
    const sent = (await waitForMail(t, lawyer.emailAddress)).text;
    const token = /Stop the daily digest: http:\/\/localhost:8080\/unsubscribe\/(\S+)/.exec(sent)?.[1] ?? "";
    const target = await callApi(t, "GET", `dbbw/notifications/unsubscribe/${token}`);
    expect(target.json()).toMatchObject({ kind: "DIGEST", enabled: true });
  });

  it("shows a local counsel only their categories, and an active client the documents to approve", async () => {
    const { matter, nld, dutch, german } = await portfolio();
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [nld.id]);
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const activity = await createActivity(db(), matter.id, german.tracking.id, null, {
      title: "Approve the reply",
    });
    const comment = await createComment(db(), activity.id, null);
    const waiting = await createDocument(t, matter.id, { commentId: comment.id, approvalNeeded: true });
    const approved = await createDocument(t, matter.id, { commentId: comment.id, approvalNeeded: true });
    const plain = await createDocument(t, matter.id, { commentId: comment.id });
    const rename = (id: number, name: string, more = {}) =>
      db()
        .update(documents)
        .set({ name, ...more })
        .where(eq(documents.id, id));
    await rename(waiting.id, "Reply draft.pdf");
    await rename(approved.id, "Approved.pdf", { approvedAt: new Date(), approvedBy: client.id });
    await rename(plain.id, "For information.pdf");
    await runAt(t, mondayMorning);

    const counselText = (await mailOf(counsel.id, "DIGEST"))?.textBody ?? "";
    expect(counselText).toContain(dutch.proceeding.proceedingCode);
    expect(counselText).not.toContain(german.proceeding.proceedingCode);

    const clientText = (await mailOf(client.id, "DIGEST"))?.textBody ?? "";
    expect(clientText).toContain(
      `Documents waiting for your approval\n- Reply draft.pdf · in the activity "Approve the reply" (${matter.name})\n  http://localhost:8080/activities/${activity.id}`,
    );
    expect(clientText).not.toContain("Approved.pdf");
    expect(clientText).not.toContain("For information.pdf");
  });

  it("sends nothing to a user with nothing to say, a deactivated user or a SYSTEM_ADMIN outside their matters", async () => {
    const { matter } = await portfolio();
    const stranger = await createUser(db());
    const deactivated = await createUser(db(), { active: false });
    await addParticipation(db(), matter.id, deactivated.id, "DB_LAWYER");
    const admin = await createAdmin(db());
    const quiet = await participant((await createMatter(db())).id, "DB_LAWYER");
    await runAt(t, mondayMorning);
    for (const user of [stranger, admin, quiet])
      expect((await deliveriesOf(user.id)).map((row) => [row.kind, row.day, row.mail])).toEqual([
        ["DIGEST", "2026-11-30", null],
        ["REMINDERS", "2026-11-30", null],
      ]);
    expect(await deliveriesOf(deactivated.id)).toEqual([]);
  });
});

describe("the hour, the time zone and once a day", () => {
  const settings = (userId: number, digestHour: number, timeZone: string) =>
    db().insert(notificationSettings).values({
      userId,
      digestEnabled: true,
      digestHour,
      timeZone,
      remindersEnabled: false,
      reminderDays: [],
    });
  const days = async (userId: number) =>
    (await deliveriesOf(userId)).filter((row) => row.mail !== null).map((row) => row.day);

  it("mails each user at their hour in their time zone, once a day whatever reruns", async () => {
    const { matter } = await portfolio();
    const amsterdamAtNine = await participant(matter.id, "DB_LAWYER");
    const newYorkAtSeven = await participant(matter.id, "DB_LAWYER");
    const byDefault = await participant(matter.id, "DB_LAWYER");
    await settings(amsterdamAtNine.id, 9, "Europe/Amsterdam");
    await settings(newYorkAtSeven.id, 7, "America/New_York");
    const all = () => Promise.all([amsterdamAtNine, newYorkAtSeven, byDefault].map((user) => days(user.id)));

    await runAt(t, "2026-11-30T05:55:00Z"); // 06:55 in Amsterdam, 00:55 in New York
    expect(await all()).toEqual([[], [], []]);
    await runAt(t, mondayMorning); // 07:30 in Amsterdam
    expect(await all()).toEqual([[], [], ["2026-11-30"]]);
    await runAt(t, "2026-11-30T08:05:00Z"); // 09:05 in Amsterdam, 03:05 in New York
    await runAt(t, "2026-11-30T08:10:00Z");
    expect(await all()).toEqual([["2026-11-30"], [], ["2026-11-30"]]);
    await runAt(t, "2026-11-30T12:30:00Z"); // 07:30 in New York
    await runAt(t, "2026-11-30T12:30:00Z");
    expect(await all()).toEqual([["2026-11-30"], ["2026-11-30"], ["2026-11-30"]]);
    await runAt(t, "2026-12-01T02:00:00Z"); // 03:00 on Tuesday in Amsterdam, Monday 21:00 in New York
    expect(await all()).toEqual([["2026-11-30"], ["2026-11-30"], ["2026-11-30"]]);
    await runAt(t, "2026-12-01T08:00:00Z");
    expect(await all()).toEqual([["2026-11-30", "2026-12-01"], ["2026-11-30"], ["2026-11-30", "2026-12-01"]]);
    const digests = await db().select().from(mails).where(eq(mails.toAddress, byDefault.emailAddress));
    expect(digests).toHaveLength(2);
  });

  it("keeps a month of delivery rows: housekeeping removes older ones", async () => {
    const user = await createUser(db());
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(notificationDeliveries)
      .values([29, 31].map((daysAgo) => ({ userId: user.id, kind: "DIGEST" as const, day: day(daysAgo) })));
    await deleteOldDeliveries(db());
    expect((await deliveriesOf(user.id)).map((row) => row.day)).toEqual([day(29)]);
  });

  it("sends nothing of a kind switched off", async () => {
    const { matter } = await portfolio();
    const user = await participant(matter.id, "DB_LAWYER");
    await db()
      .insert(notificationSettings)
      .values({
        userId: user.id,
        digestEnabled: false,
        digestHour: 7,
        timeZone: "Europe/Amsterdam",
        remindersEnabled: false,
        reminderDays: [5, 1],
      });
    await runAt(t, mondayMorning);
    expect(await deliveriesOf(user.id)).toEqual([]);
  });
});

describe("reminders N working days before a deadline", () => {
  /** Wednesday 23 December 2026, 07:30 in Amsterdam: Christmas Day is Friday, then a weekend. */
  const beforeChristmas = "2026-12-23T06:30:00Z";

  it("reminds the responsible lawyer and the local counsel 1 and 5 working days ahead, over Christmas and a weekend", async () => {
    const matter = await createMatter(db());
    const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
    const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const lawyer = await participant(matter.id, "DB_LAWYER");
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [nld.id]);
    const responsible = { dbResponsibleEmailAddress: lawyer.emailAddress.toUpperCase() };
    const deadlines = ["2026-12-24", "2026-12-28", "2026-12-30", "2026-12-31"].map((deadline) => ({
      deadline,
      clientDeadline: false,
    }));
    const dutch = await createTrackedProceeding(db(), matter.id, nld.id, deadlines, responsible);
    const german = await createTrackedProceeding(db(), matter.id, deu.id, deadlines);
    const closed = await createTrackedProceeding(db(), matter.id, nld.id, deadlines, {
      ...responsible,
      status: "WITHDRAWN",
    });
    const own = await createActivity(db(), matter.id, german.tracking.id, null, {
      title: "Call the German counsel",
      dueDate: "2026-12-31",
      responsibleId: lawyer.id,
    });
    await createActivity(db(), matter.id, german.tracking.id, null, {
      title: "Done already",
      dueDate: "2026-12-24",
      status: "DONE",
      responsibleId: lawyer.id,
    });
    await runAt(t, beforeChristmas);

    const mail = await mailOf(lawyer.id, "REMINDERS");
    expect(mail?.subject).toBe("Litfolio: deadline reminders for Wednesday 23 December 2026");
    const code = dutch.proceeding.proceedingCode;
    const line = (day: string, n: number) => `- ${day} · ${code} · ${stepTitle(code, n)} (${matter.name})`;
    const text = mail?.textBody ?? "";
    expect(text).toContain(`In 1 working day\n${line("Thu 24 Dec 2026", 1)}\n`);
    expect(text).toContain(`In 5 working days\n${line("Thu 31 Dec 2026", 4)}\n`);
    expect(text).toContain(
      `Due Thu 31 Dec 2026 · ${german.proceeding.proceedingCode} · Call the German counsel`,
    );
    expect(text).toContain(`/activities/${own.id}`);
    expect(text.indexOf("In 1 working day")).toBeLessThan(text.indexOf("In 5 working days"));
    // 2 and 4 working days away; the German proceeding is not theirs; closed; done.
    expect(text).not.toContain(stepTitle(code, 2));
    expect(text).not.toContain(stepTitle(code, 3));
    expect(text).not.toContain(stepTitle(german.proceeding.proceedingCode, 1));
    expect(text).not.toContain(closed.proceeding.proceedingCode);
    expect(text).not.toContain("Done already");
    expect(text).toContain("Stop deadline reminders: http://localhost:8080/unsubscribe/");

    const counselText = (await mailOf(counsel.id, "REMINDERS"))?.textBody ?? "";
    expect(counselText).toContain(line("Thu 24 Dec 2026", 1));
    expect(counselText).toContain(line("Thu 31 Dec 2026", 4));
    expect(counselText).not.toContain(german.proceeding.proceedingCode);
  });

  it("counts on the court calendar of the step's jurisdiction", async () => {
    // Monday 30 March 2026 is no holiday; Good Friday 3 April is one in Germany, not in the Netherlands.
    const matter = await createMatter(db());
    const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
    const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [nld.id, deu.id]);
    const friday = [{ deadline: "2026-04-03", clientDeadline: false }];
    const monday = [{ deadline: "2026-04-06", clientDeadline: false }];
    const dutch = await createTrackedProceeding(db(), matter.id, nld.id, friday);
    const german = await createTrackedProceeding(db(), matter.id, deu.id, monday);
    await runAt(t, "2026-03-27T06:30:00Z"); // Friday: 5 working days to Good Friday in NLD; Easter Monday in DEU
    const text = (await mailOf(counsel.id, "REMINDERS"))?.textBody ?? "";
    expect(text).toContain(`In 5 working days\n- Fri 3 Apr 2026 · ${dutch.proceeding.proceedingCode}`);
    // Good Friday and Easter Monday leave the German deadline 4 working days away (Mon to Thu).
    expect(text).not.toContain(german.proceeding.proceedingCode);
  });
});

// Two server processes on one PostgreSQL database: each user gets one digest a day.
describe.runIf(process.env.TEST_DATABASE_URL)("two server processes", () => {
  it("queue one digest per user however many runs of both processes overlap", async () => {
    const second = await createTestApp({}, { sharing: t });
    try {
      const { matter } = await portfolio();
      const lawyers = [];
      for (let n = 0; n < 3; n += 1) lawyers.push(await participant(matter.id, "DB_LAWYER"));
      const now = "2026-12-02T06:30:00Z";
      await Promise.all([t, second, t, second].map((app) => runAt(app, now)));
      for (const lawyer of lawyers) {
        const rows = await deliveriesOf(lawyer.id);
        expect(rows.map((row) => [row.kind, row.day, row.mail !== null])).toEqual([
          ["DIGEST", "2026-12-02", true],
          ["REMINDERS", "2026-12-02", false],
        ]);
        const sent = await db().select().from(mails).where(eq(mails.toAddress, lawyer.emailAddress));
        expect(sent).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe("over SMTP", () => {
  let smtp: SmtpSink;
  let sending: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    sending = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await sending.close();
    await smtp.close();
  });

  it("carries List-Unsubscribe with one-click, which switches the digest off without signing in", async () => {
    const sdb = sending.database.db;
    const matter = await createMatter(sdb);
    const category = await createCategory(sdb, matter.id, { code: "NLD" });
    await createTrackedProceeding(sdb, matter.id, category.id, [{ deadline: "2026-12-01" }]);
    const user = await createUser(sdb);
    await addParticipation(sdb, matter.id, user.id, "DB_LAWYER");
    await runAt(sending, mondayMorning);
    const { raw } = await eventually(() => smtp.receivedBy(user.emailAddress));
    // Header lines may be folded (a line break before white space): unfolded, each is one line.
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n(?=[ \t])/g, "");
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const address = /List-Unsubscribe:\s*<([^>]+)>/.exec(headers)?.[1] ?? "";
    expect(address).toMatch(
      /^http:\/\/localhost:8080\/api\/dbbw\/notifications\/unsubscribe\/[\w-]+\.[\w-]+$/,
    );
    const oneClick = await sending.app.inject({
      method: "POST",
      url: address.replace("http://localhost:8080", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.json()).toEqual({ message: messages.unsubscribed("the daily digest") });
    const [settings] = await sdb
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    expect(settings).toMatchObject({ digestEnabled: false, remindersEnabled: true });
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    // Once sent, the outbox keeps the mail without its unsubscribe token.
    const stored = await eventually(async () => {
      const [row] = await sdb.select().from(mails).where(eq(mails.toAddress, user.emailAddress));
      return row?.status === "sent" ? row : undefined;
    });
    const token = address.split("/").at(-1) ?? "";
    expect(`${stored.textBody}${stored.htmlBody}`).not.toContain(token);
    expect(stored.textBody).toContain("/unsubscribe/[removed once sent]");
  });
});
