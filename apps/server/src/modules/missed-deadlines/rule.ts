// The one rule of a missed deadline (issue 27), in TypeScript and in SQL side by side; every view
// uses one of the two: the tracking cards and step dialog (trackings/presenter.ts), the calendar and
// the iCal feed (calendar/presenter.ts), the missed-deadlines page and its export (./queries.ts). The
// digest and reminders list only steps still to do (`stepToDo`). rule.test.ts proves the two agree.
//
// A step of a proceeding's tracking has a missed deadline when
// - its deadline is a date (not an estimated month) before today (`todayUtc`: the server's UTC day),
// - it is not done (nobody marked it done, or it was reopened), and
// - its proceeding is open (`isOpenProceeding`: not Settled, Final judgement or Withdrawn).
// Nothing else counts: a judgement, a settlement, a document filed at the step or a later step being
// done does not complete a step; marking it done does.
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import { isOpenProceeding, openProceedingStatuses } from "@litfolio/shared/tracking";
import { and, inArray, isNull, lt, not, type SQL } from "drizzle-orm";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps } from "../../db/schema/tracking";

/** What the rule reads of a step: its stored deadline (an estimate: its month's first day) and done day. */
export interface StepForRule {
  deadline: string | null;
  estimateDeadline: boolean;
  doneOn: string | null;
}

/** The rule in TypeScript: the step's deadline is a date before `today`, it is not done, the proceeding is open. */
export const isMissedDeadline = (step: StepForRule, proceedingStatus: ProceedingStatus, today: string) =>
  step.deadline !== null &&
  !step.estimateDeadline &&
  step.deadline < today &&
  step.doneOn === null &&
  isOpenProceeding(proceedingStatus);

/** Still to do: not done, of an open proceeding (what the deadline e-mails list). */
export const stepToDo = (): SQL =>
  and(isNull(proceduralSteps.doneOn), inArray(proceedings.status, openProceedingStatuses)) as SQL;

/**
 * The rule in SQL, over `procedural_steps` joined with their tracking's `proceedings`. "Not done, not
 * estimated" is written without parameters so that PostgreSQL can prove it matches the predicate of
 * procedural_steps_missed_idx (db/schema/tracking.ts) in any plan, a prepared one too.
 */
export const missedDeadlineCondition = (today: string): SQL =>
  and(not(proceduralSteps.estimateDeadline), lt(proceduralSteps.deadline, today), stepToDo()) as SQL;
