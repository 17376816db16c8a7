// The calendar (SPEC 2.3 "Calendar", 7.2 `dbbw/proceduralsteps`, 9): the period and filters its two
// event sources take (tracking step deadlines and activities by due date), their answers, and the
// personal iCalendar feed a user subscribes to from Outlook or Google Calendar with the same filters.
import { z } from "zod";
import { type Activity, activityStatuses, defaultActivityStatuses } from "./activities";
import { type CategoryOption, entityId } from "./matters";
import { messages } from "./messages";
import { flagParam, keyListParam, pagingQuery } from "./paging";
import { dateProblem } from "./proceedings";

/** The event kinds the Activities and Proceedings toggles show (SPEC 9: both by default). */
export const calendarEventKinds = ["ACTIVITIES", "TRACKING"] as const;
export type CalendarEventKind = (typeof calendarEventKinds)[number];

export const calendarViews = ["list", "month", "day"] as const;
export type CalendarView = (typeof calendarViews)[number];

/** SPEC 9: list view, both kinds, TODO and DOING, responsible = me. */
export const calendarDefaults = {
  view: "list" as CalendarView,
  kinds: [...calendarEventKinds] as CalendarEventKind[],
  statuses: defaultActivityStatuses,
  responsible: "me" as const,
};

/** SPEC 9: at most 3 events a day in the month grid, then "View all (n)". */
export const eventsPerDay = 3;
/** A day view's answer holds at most this many events of a kind; the rest are counted (`totalElements`). */
export const calendarLimit = 2_000;
/** A period spans at most this many days: a month grid is 42, a list month 31. */
export const maxCalendarPeriodDays = 400;

const day = z.string({ error: messages.required }).transform((value, context) => {
  const problem = dateProblem(value);
  if (problem) {
    context.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return value;
});

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The filters both sources share: a matter, one of its jurisdictions or workstreams. */
const scopeFilters = { matterId: entityId.optional(), categoryId: entityId.optional() };

/**
 * The period: `from` and `to` (YYYY-MM-DD, both included), with the scope filters. `view=month`
 * asks for the month grid's answer (`CalendarGrid`) instead of every event of the period.
 */
const periodQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  ...scopeFilters,
  view: z.literal("month", { error: "Write month or leave it out" }).optional(),
});

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => {
  const next = new Date(`${monthStart(day)}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1, 0);
  return next.toISOString().slice(0, 10);
};

/** A missing end of the period is the month of the other end; none at all: this month. */
function withDefaultPeriod<Q extends { from?: string; to?: string }>(query: Q) {
  const anchor = query.from ?? query.to ?? new Date().toISOString().slice(0, 10);
  return { ...query, from: query.from ?? monthStart(anchor), to: query.to ?? monthEnd(anchor) };
}

/** `from` not after `to`, and at most `maxCalendarPeriodDays` apart. */
function checkPeriod(query: { from: string; to: string }, context: z.RefinementCtx) {
  if (query.from > query.to) {
    context.addIssue({ code: "custom", path: ["to"], message: messages.calendarPeriodOrder });
  } else if (daysBetween(query.from, query.to) > maxCalendarPeriodDays) {
    context.addIssue({
      code: "custom",
      path: ["to"],
      message: messages.calendarPeriodTooLong(maxCalendarPeriodDays),
    });
  }
}

/** GET dbbw/proceduralsteps: step deadlines in the period (default: this month); `true` flags keep only those steps. */
export const stepCalendarQuery = periodQuery
  .extend({ courtHearing: flagParam, clientDeadline: flagParam })
  .transform(withDefaultPeriod)
  .superRefine(checkPeriod);
export type StepCalendarQuery = z.output<typeof stepCalendarQuery>;

/** GET dbbw/activities/calendar: activities due in the period, by status and responsible user. */
export const activityCalendarQuery = periodQuery
  .extend({ statuses: keyListParam(activityStatuses, activityStatuses), responsibleId: entityId.optional() })
  .transform(withDefaultPeriod)
  .superRefine(checkPeriod);
export type ActivityCalendarQuery = z.output<typeof activityCalendarQuery>;

/**
 * GET dbbw/calendar/events: the list view's page of both kinds (`kinds`, absent: both) in date order,
 * under the steps' flags and the activities' statuses and responsible user.
 */
export const calendarListQuery = periodQuery
  .omit({ view: true })
  .extend({
    kinds: keyListParam(calendarEventKinds, calendarEventKinds, "kind"),
    courtHearing: flagParam,
    clientDeadline: flagParam,
    statuses: keyListParam(activityStatuses, activityStatuses),
    responsibleId: entityId.optional(),
    ...pagingQuery,
  })
  .transform(withDefaultPeriod)
  .superRefine(checkPeriod);
export type CalendarListQuery = z.output<typeof calendarListQuery>;

/** A step deadline as the calendar shows it. */
export interface CalendarStep {
  id: number;
  title: string;
  /** YYYY-MM-DD, or YYYY-MM when estimated (shown as the month). */
  deadline: string;
  estimateDeadline: boolean;
  courtHearing: boolean;
  clientDeadline: boolean;
  missedDeadline: boolean;
  trackingId: number;
  proceeding: { id: number; code: string };
  category: CategoryOption;
  matter: { id: number; name: string };
}

/** An activity as the calendar shows it: what its event and its line in the list say. */
export type CalendarActivity = Pick<
  Activity,
  | "id"
  | "trackingId"
  | "title"
  | "status"
  | "overdue"
  | "responsible"
  | "proceduralStep"
  | "proceeding"
  | "category"
  | "matter"
> & { dueDate: string };

/**
 * The month grid's events of a kind (`view=month`): each day of the period with events, its number
 * of events and the first of them in the grid's order (the most urgent first: a missed deadline or
 * an overdue activity, a court hearing, then the rest; by proceeding code and title within
 * each, and the web orders a day's events of a kind as they come). A day holds at most
 * `gridEventsPerDay` of each kind, one more than the grid shows, so that a day full of one kind
 * still tells the grid to draw "View all (n)"; the day view asks for all of them.
 */
export interface CalendarGrid<T> {
  days: { date: string; total: number; items: T[] }[];
}
export const gridEventsPerDay = eventsPerDay + 1;

/** A step deadline as a month grid cell draws it: its title, marks and link, no place names. */
export type CalendarGridStep = Omit<CalendarStep, "category" | "matter"> & { matter: { id: number } };
/** An activity as a month grid cell draws it: its title, mark and link. */
export type CalendarGridActivity = Pick<CalendarActivity, "id" | "title" | "overdue" | "dueDate"> & {
  proceeding: { code: string };
};
export type CalendarGridSteps = CalendarGrid<CalendarGridStep>;
export type CalendarGridActivities = CalendarGrid<CalendarGridActivity>;

/** A line of the list view: a step deadline or an activity, by its kind. */
export type CalendarListEvent =
  | ({ kind: "TRACKING" } & CalendarStep)
  | ({ kind: "ACTIVITIES" } & CalendarActivity);

/** One source's events (at most `calendarLimit`), or the list view's page; and how many the filters match. */
export interface CalendarEvents<T> {
  items: T[];
  totalElements: number;
}
export type CalendarSteps = CalendarEvents<CalendarStep>;
export type CalendarActivities = CalendarEvents<CalendarActivity>;

// ---- The iCalendar feed --------------------------------------------------------------------------

/** Whose activities: the caller's (SPEC 9's "responsible = me"), everyone's, or one user's (an id). */
export const calendarResponsible = z.union([z.enum(["me", "everyone"]), entityId], {
  error: "Choose me, everyone or a user",
});
export type CalendarResponsible = z.output<typeof calendarResponsible>;

/** POST dbbw/calendar/feed: the filters the feed keeps (the page's, without the period and view). */
export const calendarFeedBody = z.object(
  {
    ...scopeFilters,
    kinds: z
      .array(z.enum(calendarEventKinds), { error: messages.required })
      .min(1, messages.required)
      .max(calendarEventKinds.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, "Name each kind once"),
    statuses: z
      .array(z.enum(activityStatuses), { error: messages.required })
      .max(activityStatuses.length)
      .refine((statuses) => new Set(statuses).size === statuses.length, "Name each status once"),
    responsible: calendarResponsible,
    /** Only court hearings, only client deadlines among the steps. */
    courtHearing: z.boolean({ error: "Write true or false" }).default(false),
    clientDeadline: z.boolean({ error: "Write true or false" }).default(false),
  },
  { error: messages.required },
);
export type CalendarFeedFilters = z.output<typeof calendarFeedBody>;

/** GET dbbw/calendar/feed: whether the caller has a feed, since when and with which filters. */
export interface CalendarFeed {
  active: boolean;
  createdDate: string | null;
  filters: CalendarFeedFilters | null;
}

/** POST's answer: the address, shown this once (only a hash of its token is stored). */
export interface CreatedCalendarFeed extends CalendarFeed {
  url: string;
  message: string;
}

/** The feed's token in its path: 32 random bytes in base64url, with an optional `.ics`. */
export const calendarFeedToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, "This is not a calendar feed address")
  .transform((value) => value.replace(/\.ics$/, ""));
