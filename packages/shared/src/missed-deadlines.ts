// "Missed deadlines" of a matter (issue 18, section 2): the procedural steps a partner checks
// weekly, GET dbbw/matters/{m}/proceduralsteps/missed (paged) and .../missed/export (Excel).
//
// A step of a proceeding's tracking is missed when
// - its deadline is a date (not an estimated month) before today,
// - no document is attached to it (what was due was filed),
// - its proceeding is open (`isOpenProceeding`: not SETTLED, DECIDED or WITHDRAWN) and has no
//   judgement and no settlement, and
// - no later step of the same tracking (a higher position) is done; a step counts as done when its
//   own deadline has passed (`isPastDeadline`: an estimated month before this month) or a document
//   is attached to it.
// So of a tracking whose process went on, only the step where it stopped is listed.
import { z } from "zod";
import { type CategoryOption, entityId } from "./matters";
import { flagParam, pagingQuery, sortParam } from "./paging";
import type { KeyValue } from "./permissions";
import type { ProceedingStatus } from "./proceedings";

/** Oldest deadline first unless sorted otherwise (the longest overdue on top). */
export const missedDeadlineSortFields = ["deadline", "proceedingCode", "category"] as const;
export const defaultMissedDeadlineSort = "deadline,asc";

/** The list's filters without the page: what the export takes too. */
export const missedDeadlineFilters = {
  /** One jurisdiction or workstream of the matter. */
  categoryId: entityId.optional(),
  /** `true`: only court hearings; `clientDeadline=true`: only client deadlines. */
  courtHearing: flagParam,
  clientDeadline: flagParam,
  sort: sortParam(missedDeadlineSortFields),
};

export const missedDeadlineQuery = z.object({ ...pagingQuery, ...missedDeadlineFilters });
export type MissedDeadlineQuery = z.output<typeof missedDeadlineQuery>;

export const missedDeadlineExportQuery = z.object(missedDeadlineFilters);

/** One missed step, with where it belongs and who is responsible for its proceeding. */
export interface MissedDeadline {
  step: {
    id: number;
    /** Its place in the tracking, from 1. */
    number: number;
    title: string;
    /** YYYY-MM-DD: estimated months are never missed. */
    deadline: string;
    courtHearing: boolean;
    clientDeadline: boolean;
  };
  tracking: { id: number };
  proceeding: {
    id: number;
    code: string;
    status: KeyValue<ProceedingStatus>;
    category: CategoryOption;
  };
  /** Calendar days from the deadline to today (1: yesterday's deadline). */
  daysOverdue: number;
  /** The proceeding's responsible lawyer at the client. */
  responsible: { firstName: string; lastName: string };
}

/** Calendar days from one YYYY-MM-DD day to a later one. */
export const calendarDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
