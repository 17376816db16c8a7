// The calendar's answer for a step deadline (SPEC 2.3 "Calendar"): the deadline as the API carries
// it (the month when estimated), its marks, whether it was missed, and where it belongs.
import type { CalendarStep } from "@litfolio/shared/calendar";
import { deadlineAsSent, isOpenProceeding, isPastDeadline } from "@litfolio/shared/tracking";
import type { StepDeadlineRow } from "./queries";

export const presentCalendarStep = (row: StepDeadlineRow, today: string): CalendarStep => ({
  id: row.id,
  title: row.title,
  deadline: deadlineAsSent(row) ?? "",
  estimateDeadline: row.estimateDeadline,
  courtHearing: row.courtHearing,
  clientDeadline: row.clientDeadline,
  missedDeadline: isOpenProceeding(row.proceeding.status) && isPastDeadline(row, today),
  trackingId: row.tracking.id,
  proceeding: { id: row.proceeding.id, code: row.proceeding.code },
  category: row.category,
  matter: row.matter,
});
