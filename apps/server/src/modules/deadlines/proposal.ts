// Deadlines proposed from durations (issue 18): once a step's deadline is set, each following step's
// is the previous deadline plus the previous step's duration ("to the next step", SPEC 5.9), moved to
// the next court working day. The chain stops at the first step without a duration. A step the
// template marks as estimated gets a month; so does every step after an estimate, since a date
// counted from a month would pretend a precision nobody has.
import type { ProposedDeadline } from "@litfolio/shared/deadlines";
import type { StepFields } from "@litfolio/shared/tracking";
import { addDuration, type CourtCalendar, movedMessage, nextWorkingDay } from "./working-days";

/** YYYY-MM-DD of a stored deadline: an estimate (YYYY-MM) counts from its month's first day. */
const dayOf = (deadline: string) => (deadline.length === 7 ? `${deadline}-01` : deadline);

export function proposeDeadlines(
  steps: readonly StepFields[],
  from: number,
  calendar: CourtCalendar,
): ProposedDeadline[] {
  const anchor = steps[from];
  if (!anchor?.deadline) return [];
  const proposals: ProposedDeadline[] = [];
  let base = dayOf(anchor.deadline);
  let estimated = anchor.estimateDeadline;
  for (let position = from + 1; position < steps.length; position += 1) {
    const duration = steps[position - 1]?.averageDuration;
    if (!duration) break;
    const counted = addDuration(base, duration);
    estimated = estimated || (steps[position]?.estimateDeadline ?? false);
    if (estimated) {
      proposals.push({ position, deadline: counted.slice(0, 7), estimateDeadline: true, moved: null });
      base = counted;
    } else {
      const working = nextWorkingDay(counted, calendar);
      proposals.push({
        position,
        deadline: working.date,
        estimateDeadline: false,
        moved: movedMessage(working),
      });
      base = working.date;
    }
  }
  return proposals;
}
