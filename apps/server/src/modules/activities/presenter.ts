// The API shape of an activity (SPEC 3 "Activity"): its tracking's proceeding, category and matter,
// its step with the step's number, the people by name, whether it is overdue, and the caller's verbs.
import { type Activity, isOverdue } from "@litfolio/shared/activities";
import type { CalendarActivity, CalendarGridActivities } from "@litfolio/shared/calendar";
import type { Verb } from "@litfolio/shared/permissions";
import { presentPerson } from "../../permissions/people";
import { gridDays } from "../calendar/presenter";
import type { ActivityGridRow, ActivityReadRow, ActivityRow, DueActivityRow } from "./queries";

/** `withEmail`: the people's e-mail addresses for callers who may READ participants (`seesEmailAddresses`). */
export function presentActivity(
  row: ActivityReadRow,
  permissions: Verb[],
  today: string,
  withEmail: boolean,
): Activity {
  const { activity } = row;
  return {
    id: activity.id,
    trackingId: activity.trackingId,
    title: activity.title,
    description: activity.description,
    status: activity.status,
    dueDate: activity.dueDate,
    overdue: isOverdue(activity, today),
    responsible: presentPerson(row.responsible, withEmail),
    createdBy: presentPerson(row.creator, withEmail),
    createdDate: activity.createdAt.toISOString(),
    proceduralStep: row.step && { id: row.step.id, title: row.step.title, number: row.step.position + 1 },
    proceeding: row.proceeding,
    category: row.category,
    matter: row.matter,
    version: activity.version,
    permissions,
  };
}

/** An activity as the calendar shows it (SPEC 2.3 "Calendar"). */
export const presentCalendarActivity = (row: DueActivityRow, today: string): CalendarActivity => ({
  id: row.id,
  trackingId: row.trackingId,
  title: row.title,
  status: row.status,
  dueDate: row.dueDate ?? "",
  overdue: isOverdue(row, today),
  responsible: row.responsible,
  proceduralStep: row.step && { id: row.step.id, title: row.step.title, number: row.step.position + 1 },
  proceeding: row.proceeding,
  category: row.category,
  matter: row.matter,
});

/** The month grid's activities (`view=month`): per due day, its count and first ones. */
export const presentActivityGrid = (
  rows: readonly ActivityGridRow[],
  today: string,
): CalendarGridActivities =>
  gridDays(
    rows,
    (row) => row.dueDate ?? "",
    (row) => ({
      id: row.id,
      title: row.title,
      dueDate: row.dueDate ?? "",
      overdue: isOverdue(row, today),
      proceeding: { code: row.proceedingCode },
    }),
  );

/** The trail's view of an activity: its own columns. */
export const activityTrail = (row: ActivityRow) => ({
  trackingId: row.trackingId,
  stepId: row.stepId,
  title: row.title,
  description: row.description,
  status: row.status,
  dueDate: row.dueDate,
  responsibleId: row.responsibleId,
});
