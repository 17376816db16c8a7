// What the deadline e-mails say, for one recipient on their day, read with the calendar's and the
// activities' own queries, so an e-mail shows what the calendar would: the matters they take part in
// (a SYSTEM_ADMIN's too, not every matter), a local counsel only their categories.
// - The digest: step deadlines and court hearings still to do (not done, of open proceedings:
//   missed-deadlines/rule.ts `stepToDo`) in the next 14 days (client
//   deadlines marked), the recipient's own open activities due in the next 7 days or overdue, and
//   for an active client the documents waiting for their approval.
// - The reminders: deadlines exactly N working days away (N one of their reminder days, counted on
//   the court calendar of the step's or activity's proceeding), of steps still to do of proceedings they are the
//   responsible lawyer of (by e-mail address) or local counsel in, and of their own activities.
// Estimated (month-only) deadlines name no day and are left out of both. Recipients who see the same
// steps (the same matters and categories) share one read of them per run.

import type { ActivityStatus } from "@litfolio/shared/activities";
import { appPaths } from "@litfolio/shared/app-paths";
import { type CalendarActivity, type CalendarStep, calendarLimit } from "@litfolio/shared/calendar";
import { counted } from "@litfolio/shared/counts";
import { digestHorizonDays } from "@litfolio/shared/notifications";
import { isLocalCounselRole } from "@litfolio/shared/permissions";
import type { SecurityRole } from "@litfolio/shared/roles";
import type { DbOrTx } from "../../db/client";
import { limitedCategories } from "../../permissions/abilities";
import type { AcrossMattersOptions, ParticipationOfMatter } from "../../permissions/across-matters";
import { presentCalendarActivity } from "../activities/presenter";
import { listDueActivities } from "../activities/queries";
import { presentCalendarStep } from "../calendar/presenter";
import { listStepDeadlines } from "../calendar/queries";
import { type CourtCalendar, shiftDays } from "../deadlines/working-days";
import { type MailLine, type MailSection, shortDate } from "./mails";
import { documentsAwaitingApproval } from "./queries";

/** A section lists this many lines; the rest are counted and linked to. */
export const linesPerSection = 25;

const openActivities: ActivityStatus[] = ["TODO", "DOING"];

export interface Recipient {
  id: number;
  emailAddress: string;
  firstName: string;
  securityRole: SecurityRole;
  participations: readonly ParticipationOfMatter[];
  /** The proceedings that name this user's address as their responsible lawyer's. */
  responsibleFor: readonly number[];
}

/** The court calendars of the run's matters and the working days counted on them (once per run). */
export interface CourtDays {
  calendarOf(categoryId: number): CourtCalendar;
  /** Working days after `today` up to and including `deadline`. */
  between(today: string, deadline: string, calendar: CourtCalendar): number;
  /** The last day a deadline `days` working days after `today` can fall on, on any of the calendars. */
  horizon(today: string, days: number): string;
}

/** A read made once per run for every recipient asking the same (`key`). */
export type SharedReads = <T>(key: string, read: () => Promise<T>) => Promise<T>;

export function sharedReads(): SharedReads {
  const known = new Map<string, Promise<unknown>>();
  return <T>(key: string, read: () => Promise<T>) => {
    let value = known.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      known.set(key, value);
    }
    return value;
  };
}

/** What one run reads with: the database, the court calendars, the reads recipients share. */
export interface DigestRun {
  db: DbOrTx;
  publicUrl: string;
  court: CourtDays;
  shared: SharedReads;
}

const callerOf = (recipient: Recipient) => ({ id: recipient.id, securityRole: recipient.securityRole });
const acrossOf = (recipient: Recipient): AcrossMattersOptions => ({
  participatingOnly: true,
  participations: recipient.participations,
});

/** Who sees the same steps: each matter with the categories they are limited to there (all: *). */
const stepScope = (recipient: Recipient) =>
  recipient.participations
    .map((participation) => {
      const limited = limitedCategories(callerOf(recipient), "trackings", participation);
      return `${participation.matterId}:${limited ? [...limited].sort().join(",") : "*"}`;
    })
    .sort()
    .join(";");

const stepUrl = (publicUrl: string, step: CalendarStep) =>
  `${publicUrl}${appPaths.tracking(step.matter.id, step.proceeding.id, step.trackingId, step.id)}`;
const activityUrl = (publicUrl: string, activityId: number) => `${publicUrl}${appPaths.activity(activityId)}`;

function stepLine(step: CalendarStep, publicUrl: string): MailLine {
  const marks = [step.courtHearing ? "Court hearing" : null, step.clientDeadline ? "Client deadline" : null];
  const text = [
    shortDate(step.deadline),
    step.proceeding.code,
    `${step.title} (${step.matter.name})`,
    ...marks,
  ];
  return { text: text.filter((part) => part !== null).join(" · "), url: stepUrl(publicUrl, step) };
}

function activityLine(activity: CalendarActivity, publicUrl: string): MailLine {
  const due = `${activity.overdue ? "Overdue, due" : "Due"} ${shortDate(activity.dueDate)}`;
  return {
    text: [due, activity.proceeding.code, `${activity.title} (${activity.matter.name})`].join(" · "),
    url: activityUrl(publicUrl, activity.id),
  };
}

const section = (heading: string, lines: MailLine[], total: number, moreUrl: string): MailSection => ({
  heading,
  lines,
  more: Math.max(0, total - lines.length),
  moreUrl,
});

/** The documents an active client is asked to approve, in the matters where they are one. */
async function approvalSection({ db, publicUrl }: DigestRun, recipient: Recipient) {
  const matterIds = recipient.participations
    .filter((participation) => participation.role === "CLIENT_ACTIVE")
    .map((participation) => participation.matterId);
  const { rows, totalElements } = await documentsAwaitingApproval(db, matterIds, linesPerSection);
  const lines = rows.map((row) => ({
    text: `${row.name} · in the activity "${row.activity.title}" (${row.matter.name})`,
    url: activityUrl(publicUrl, row.activity.id),
  }));
  const moreUrl = `${publicUrl}${appPaths.activities}`;
  return section("Documents waiting for your approval", lines, totalElements, moreUrl);
}

/** The steps still to do the recipient sees in the digest's 14 days, read once per scope. */
function stepSection({ db, publicUrl, shared }: DigestRun, recipient: Recipient, today: string) {
  const until = shiftDays(today, digestHorizonDays.steps);
  return shared(`digest ${today} ${stepScope(recipient)}`, async () => {
    const filter = { from: today, to: until, exactOnly: true, toDoOnly: true };
    const steps = await listStepDeadlines(
      db,
      callerOf(recipient),
      filter,
      linesPerSection,
      acrossOf(recipient),
    );
    return section(
      `Deadlines and court hearings in the next ${digestHorizonDays.steps} days`,
      steps.rows.map((row) => stepLine(presentCalendarStep(row, today), publicUrl)),
      steps.totalElements,
      `${publicUrl}${appPaths.calendar}`,
    );
  });
}

/** The recipient's open activities due in the digest's 7 days or overdue. */
async function activitySection({ db, publicUrl }: DigestRun, recipient: Recipient, today: string) {
  const caller = callerOf(recipient);
  const dueTo = shiftDays(today, digestHorizonDays.activities);
  const filter = { caller, responsibleId: recipient.id, statuses: openActivities, dueTo };
  const activities = await listDueActivities(db, filter, linesPerSection, acrossOf(recipient));
  return section(
    `Your activities due in the next ${digestHorizonDays.activities} days or overdue`,
    activities.rows.map((row) => activityLine(presentCalendarActivity(row, today), publicUrl)),
    activities.totalElements,
    `${publicUrl}${appPaths.activities}`,
  );
}

/** The digest's sections with something in them (none: no e-mail). */
export async function digestSections(run: DigestRun, recipient: Recipient, today: string) {
  const sections = await Promise.all([
    stepSection(run, recipient, today),
    activitySection(run, recipient, today),
    approvalSection(run, recipient),
  ]);
  return sections.filter((found) => found.lines.length > 0);
}

interface Due {
  deadline: string;
  calendar: CourtCalendar;
  line: MailLine;
}

/**
 * The steps still to do up to `until` the recipient is reminded of: of the proceedings they
 * are the responsible lawyer of, and of the matters where they are local counsel (their categories).
 * None without either; recipients asking the same share the read.
 */
function remindedSteps(
  { db, publicUrl, court, shared }: DigestRun,
  recipient: Recipient,
  today: string,
  until: string,
) {
  const localCounselIn = recipient.participations
    .filter((participation) => isLocalCounselRole(participation.role))
    .map((participation) => participation.matterId);
  const onlyOf = { proceedingIds: recipient.responsibleFor, matterIds: localCounselIn };
  if (onlyOf.proceedingIds.length === 0 && onlyOf.matterIds.length === 0) return [];
  const key = `reminders ${today} ${until} ${stepScope(recipient)} ${onlyOf.proceedingIds} ${localCounselIn}`;
  return shared(key, async () => {
    const filter = { from: shiftDays(today, 1), to: until, exactOnly: true, toDoOnly: true, onlyOf };
    const steps = await listStepDeadlines(
      db,
      callerOf(recipient),
      filter,
      calendarLimit,
      acrossOf(recipient),
    );
    return steps.rows.map((row): Due => {
      const step = presentCalendarStep(row, today);
      const calendar = court.calendarOf(step.category.id);
      return { deadline: step.deadline, calendar, line: stepLine(step, publicUrl) };
    });
  });
}

/** The recipient's own open activities due after today up to `until`. */
async function remindedActivities(
  { db, publicUrl, court }: DigestRun,
  recipient: Recipient,
  today: string,
  until: string,
) {
  const caller = callerOf(recipient);
  const filter = {
    caller,
    responsibleId: recipient.id,
    statuses: openActivities,
    dueFrom: shiftDays(today, 1),
    dueTo: until,
  };
  const activities = await listDueActivities(db, filter, calendarLimit, acrossOf(recipient));
  return activities.rows.map((row): Due => {
    const activity = presentCalendarActivity(row, today);
    const calendar = court.calendarOf(activity.category.id);
    return { deadline: activity.dueDate, calendar, line: activityLine(activity, publicUrl) };
  });
}

const workingDaysLabel = (days: number) => `In ${counted(days, "working day")}`;

/** One section per reminder day with deadlines that far away, the nearest first (none: no e-mail). */
export async function reminderSections(
  run: DigestRun,
  recipient: Recipient,
  { today, reminderDays }: { today: string; reminderDays: readonly number[] },
): Promise<MailSection[]> {
  if (reminderDays.length === 0) return [];
  const { court, publicUrl } = run;
  const until = court.horizon(today, Math.max(...reminderDays));
  const [steps, activities] = await Promise.all([
    remindedSteps(run, recipient, today, until),
    remindedActivities(run, recipient, today, until),
  ]);
  const due = [...steps, ...activities].sort((a, b) => a.deadline.localeCompare(b.deadline));
  const byDays = new Map<number, MailLine[]>();
  for (const item of due) {
    const days = court.between(today, item.deadline, item.calendar);
    const lines = byDays.get(days);
    if (lines) lines.push(item.line);
    else byDays.set(days, [item.line]);
  }
  return [...reminderDays]
    .sort((a, b) => a - b)
    .flatMap((days) => {
      const lines = byDays.get(days) ?? [];
      const listed = lines.slice(0, linesPerSection);
      const moreUrl = `${publicUrl}${appPaths.calendar}`;
      return lines.length > 0 ? [section(workingDaysLabel(days), listed, lines.length, moreUrl)] : [];
    });
}
