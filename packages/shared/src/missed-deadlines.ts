// "Missed deadlines" of a matter (issue 18, section 2; one rule since issue 27): the procedural steps
// a partner checks weekly, GET dbbw/matters/{m}/proceduralsteps/missed (paged) and .../missed/export
// (Excel). The rule itself, for every view (tracking cards, step dialog, calendar, iCal feed, digest
// and reminders, this page and its export), lives in apps/server/src/modules/missed-deadlines/rule.ts:
// a step's deadline is a date (not an estimated month) before today, the step is not done, and its
// proceeding is open. "Today" is `todayUtc` below for every place.
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

/**
 * Today as every deadline rule reads it: the server's day in UTC (YYYY-MM-DD), the same for every
 * user and view, so a step is missed (or may be marked done) from the same moment everywhere. The
 * web uses it for a default day that the server must accept.
 */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Calendar days from one YYYY-MM-DD day to a later one. */
export const calendarDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
