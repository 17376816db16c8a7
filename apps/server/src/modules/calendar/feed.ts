// The personal calendar feed: the caller's step deadlines and activities under the filters saved
// with the feed, from 90 days back to a year ahead, as iCalendar events. The owner's access is
// read afresh on every fetch, so a participation taken away takes its events out of the feed.
import { activityStatusLabels } from "@litfolio/shared/activities";
import { appPaths } from "@litfolio/shared/app-paths";
import { type CalendarFeedFilters, type CalendarResponsible, calendarLimit } from "@litfolio/shared/calendar";
import { messages } from "@litfolio/shared/messages";
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import type { DbOrTx } from "../../db/client";
import type { Caller } from "../../permissions/abilities";
import { type DueActivityRow, listDueActivities } from "../activities/queries";
import { shiftDays } from "../deadlines/working-days";
import { type IcsEvent, icsCalendar } from "./ical";
import { presentCalendarStep } from "./presenter";
import { listStepDeadlines, type StepDeadlineRow } from "./queries";

const feedWindow = { daysBack: 90, daysAhead: 365 };

/** The first day of the month after a YYYY-MM-DD day's. */
const nextMonthStart = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

const describe = (lines: (string | null)[]) => lines.filter((line) => line !== null).join("\n");

function stepEvent(row: StepDeadlineRow, publicUrl: string, today: string): IcsEvent {
  const step = presentCalendarStep(row, today);
  const start = row.deadline ?? today;
  const marks = [
    step.missedDeadline ? messages.missedDeadline : null,
    step.estimateDeadline ? "Estimated (month)" : null,
    step.courtHearing ? "Court hearing" : null,
  ].filter((mark) => mark !== null);
  return {
    uid: `step-${row.id}@litfolio`,
    start,
    // An estimate holds its whole month.
    end: step.estimateDeadline ? nextMonthStart(start) : shiftDays(start, 1),
    summary: `${[...marks, step.proceeding.code].join(" · ")}: ${step.title}`,
    description: describe([
      `Procedural deadline of ${step.proceeding.code}`,
      `Matter: ${step.matter.name}`,
      `${step.category.type === "jurisdiction" ? "Jurisdiction" : "Workstream"}: ${step.category.name}`,
      step.clientDeadline ? "Client deadline" : null,
    ]),
    url: `${publicUrl}${appPaths.tracking(step.matter.id, step.proceeding.id, step.trackingId, step.id)}`,
    categories: [
      "Procedural deadline",
      ...(step.courtHearing ? ["Court hearing"] : []),
      ...(step.clientDeadline ? ["Client deadline"] : []),
    ],
    sequence: row.tracking.version,
    lastModified: row.updatedAt,
  };
}

function activityEvent(activity: DueActivityRow, publicUrl: string, today: string): IcsEvent {
  const due = activity.dueDate ?? today;
  const overdue = activity.status !== "DONE" && due < today;
  const responsible = activity.responsible
    ? `${activity.responsible.firstName} ${activity.responsible.lastName}`
    : "-";
  return {
    uid: `activity-${activity.id}@litfolio`,
    start: due,
    end: shiftDays(due, 1),
    summary: `${overdue ? "Overdue · " : ""}${activity.proceeding.code}: ${activity.title}`,
    description: describe([
      `Activity of ${activity.proceeding.code}, ${activityStatusLabels[activity.status]}`,
      `Responsible: ${responsible}`,
      `Matter: ${activity.matter.name}`,
      activity.step ? `Procedural step ${activity.step.position + 1}: ${activity.step.title}` : null,
    ]),
    url: `${publicUrl}${appPaths.activity(activity.id)}`,
    categories: ["Activity", activityStatusLabels[activity.status]],
    sequence: activity.version,
    lastModified: activity.updatedAt,
  };
}

const responsibleIdOf = (responsible: CalendarResponsible, caller: Caller) =>
  responsible === "me" ? caller.id : responsible === "everyone" ? undefined : responsible;

/** The feed of a caller with its saved filters, as the text of an .ics file. */
export async function calendarFeedText(
  db: DbOrTx,
  caller: Caller,
  filters: CalendarFeedFilters,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string> {
  const today = todayUtc(now);
  const from = shiftDays(today, -feedWindow.daysBack);
  const to = shiftDays(today, feedWindow.daysAhead);
  const scope = { matterId: filters.matterId, categoryId: filters.categoryId };
  const [steps, activities] = await Promise.all([
    filters.kinds.includes("TRACKING")
      ? listStepDeadlines(db, caller, {
          ...scope,
          from,
          to,
          courtHearing: filters.courtHearing,
          clientDeadline: filters.clientDeadline,
        })
      : null,
    filters.kinds.includes("ACTIVITIES") && filters.statuses.length > 0
      ? listDueActivities(
          db,
          {
            ...scope,
            caller,
            dueFrom: from,
            dueTo: to,
            statuses: filters.statuses,
            responsibleId: responsibleIdOf(filters.responsible, caller),
          },
          calendarLimit,
        )
      : null,
  ]);
  const events = [
    ...(steps?.rows ?? []).map((row) => stepEvent(row, publicUrl, today)),
    ...(activities?.rows ?? []).map((row) => activityEvent(row, publicUrl, today)),
  ];
  return icsCalendar({ name: "Litfolio deadlines and activities", events, now });
}
