// The calendar's answer for a step deadline (SPEC 2.3 "Calendar"): the deadline as the API carries
// it (the month when estimated), its marks, whether it was missed (the one rule,
// missed-deadlines/rule.ts), and where it belongs; the month grid's days (`view=month`) of steps and
// of activities.
import { isOverdue } from "@litfolio/shared/activities";
import type {
  CalendarGrid,
  CalendarGridStep,
  CalendarGridSteps,
  CalendarListEvent,
  CalendarStep,
} from "@litfolio/shared/calendar";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import { deadlineAsSent } from "@litfolio/shared/tracking";
import { personNamed } from "../../permissions/people";
import { isMissedDeadline } from "../missed-deadlines/rule";
import type { CalendarEventRow, StepDeadlineRow, StepGridRow } from "./queries";

/** A step's own fields as every calendar answer sends them (the list's, the day's, the grid's). */
const stepFields = (
  row: Pick<
    StepGridRow,
    "id" | "title" | "deadline" | "estimateDeadline" | "courtHearing" | "clientDeadline" | "doneOn"
  >,
  proceedingStatus: ProceedingStatus,
  today: string,
) => ({
  id: row.id,
  title: row.title,
  deadline: deadlineAsSent(row) ?? "",
  estimateDeadline: row.estimateDeadline,
  courtHearing: row.courtHearing,
  clientDeadline: row.clientDeadline,
  missedDeadline: isMissedDeadline(row, proceedingStatus, today),
});

export const presentCalendarStep = (row: StepDeadlineRow, today: string): CalendarStep => ({
  ...stepFields(row, row.proceeding.status, today),
  trackingId: row.tracking.id,
  proceeding: { id: row.proceeding.id, code: row.proceeding.code },
  category: row.category,
  matter: row.matter,
});

/** Ranked rows (a day's first ones in the grid's order, with the day's count) as the grid's days. */
export function gridDays<R extends { dayTotal: number }, T>(
  rows: readonly R[],
  dayOf: (row: R) => string,
  present: (row: R) => T,
): CalendarGrid<T> {
  const days: CalendarGrid<T>["days"] = [];
  for (const row of rows) {
    const date = dayOf(row);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(present(row));
    else days.push({ date, total: row.dayTotal, items: [present(row)] });
  }
  return { days };
}

const presentGridStep = (row: StepGridRow, today: string): CalendarGridStep => ({
  ...stepFields(row, row.status, today),
  trackingId: row.trackingId,
  proceeding: { id: row.proceedingId, code: row.proceedingCode },
  matter: { id: row.matterId },
});

export const presentStepGrid = (rows: readonly StepGridRow[], today: string): CalendarGridSteps =>
  gridDays(
    rows,
    (row) => row.deadline ?? "",
    (row) => presentGridStep(row, today),
  );

/** A line of the list view (`dbbw/calendar/events`) from its row of either part. */
export function presentCalendarEvent(row: CalendarEventRow, today: string): CalendarListEvent {
  const place = {
    trackingId: row.trackingId,
    proceeding: { id: row.proceedingId, code: row.proceedingCode },
    category: { id: row.categoryId, type: row.categoryType, code: row.categoryCode, name: row.categoryName },
    matter: { id: row.matterId, name: row.matterName },
  };
  const { status } = row;
  if (row.kind === "TRACKING" || status === null) {
    const step = { ...row, id: row.eventId, deadline: row.date };
    return { kind: "TRACKING", ...stepFields(step, row.proceedingStatus, today), ...place };
  }
  const dueDate = row.date ?? "";
  return {
    kind: "ACTIVITIES",
    id: row.eventId,
    title: row.title,
    status,
    dueDate,
    overdue: isOverdue({ status, dueDate }, today),
    responsible: personNamed(row.responsibleId, row.responsibleFirstName, row.responsibleLastName),
    proceduralStep:
      row.stepId === null
        ? null
        : { id: row.stepId, title: row.stepTitle ?? "", number: (row.stepPosition ?? 0) + 1 },
    ...place,
  };
}
