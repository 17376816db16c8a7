// The answer for one missed deadline: the step, its tracking, its proceeding with its category, the
// days it is overdue and the proceeding's responsible lawyer.
import { calendarDaysBetween, type MissedDeadline } from "@litfolio/shared/missed-deadlines";
import { proceedingStatusLabels } from "@litfolio/shared/proceedings";
import type { MissedDeadlineRow } from "./queries";

export const presentMissedDeadline = (row: MissedDeadlineRow, today: string): MissedDeadline => ({
  step: {
    id: row.step.id,
    number: row.step.position + 1,
    title: row.step.title,
    deadline: row.step.deadline,
    courtHearing: row.step.courtHearing,
    clientDeadline: row.step.clientDeadline,
  },
  tracking: { id: row.trackingId },
  proceeding: {
    id: row.proceeding.id,
    code: row.proceeding.code,
    status: { key: row.proceeding.status, value: proceedingStatusLabels[row.proceeding.status] },
    category: row.category,
  },
  daysOverdue: calendarDaysBetween(row.step.deadline, today),
  responsible: {
    firstName: row.proceeding.responsibleFirstName,
    lastName: row.proceeding.responsibleLastName,
  },
});
