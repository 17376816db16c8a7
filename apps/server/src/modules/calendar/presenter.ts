// The calendar's answer for a step deadline (SPEC 2.3 "Calendar"): the deadline as the API carries
// it (the month when estimated), its marks, whether it was missed (the one rule,
// missed-deadlines/rule.ts), and where it belongs.
import type { CalendarStep } from "@litfolio/shared/calendar";
import { deadlineAsSent } from "@litfolio/shared/tracking";
import { isMissedDeadline } from "../missed-deadlines/rule";
import type { StepDeadlineRow } from "./queries";

export const presentCalendarStep = (row: StepDeadlineRow, today: string): CalendarStep => ({
  id: row.id,
  title: row.title,
  deadline: deadlineAsSent(row) ?? "",
  estimateDeadline: row.estimateDeadline,
  courtHearing: row.courtHearing,
  clientDeadline: row.clientDeadline,
  missedDeadline: isMissedDeadline(row, row.proceeding.status, today),
  trackingId: row.tracking.id,
  proceeding: { id: row.proceeding.id, code: row.proceeding.code },
  category: row.category,
  matter: row.matter,
});
