// The calendar's state in the URL query (SPEC 2.3 "Calendar", 9): the view and the day it shows, the
// Matter and Jurisdiction/Workstream filters, the Activities and Proceedings toggles, the activities'
// statuses and responsible user, and the steps' "Court hearings only" and "Client deadlines only".
// Only what differs from the defaults (shared `calendarDefaults`; the day: today) is written, so a
// link is short and a shared link shows the same calendar. From the state come the two requests,
// each left out when its kind is off.
import { type ActivityStatus, activityStatuses } from "@litfolio/shared/activities";
import {
  type CalendarEventKind,
  type CalendarResponsible,
  type CalendarView,
  calendarDefaults,
  calendarEventKinds,
  calendarViews,
} from "@litfolio/shared/calendar";
import { defaultPageSize, pageSizes } from "@litfolio/shared/paging";
import type { QueryValue } from "../../lib/api";
import { isIsoDate } from "../../lib/date-input";
import { type CalendarPeriod, visiblePeriod } from "./calendar-period";

/** The Activities and Proceedings toggles (SPEC 2.3: proceedings meaning their tracking deadlines). */
export const kindLabels: Record<CalendarEventKind, string> = {
  ACTIVITIES: "Activities",
  TRACKING: "Proceedings",
};

export interface CalendarState {
  view: CalendarView;
  /** The day shown (YYYY-MM-DD); the month and list views show its month. */
  date: string;
  matterId: number | null;
  /** A jurisdiction or workstream of the chosen matter. */
  categoryId: number | null;
  /** In the catalogue's order, at least one. */
  kinds: CalendarEventKind[];
  /** In the catalogue's order, at least one. */
  statuses: ActivityStatus[];
  responsible: CalendarResponsible;
  courtHearingsOnly: boolean;
  clientDeadlinesOnly: boolean;
  /** The list view's page (from 0) and page size. */
  page: number;
  size: number;
}

const readId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The known keys of a comma-separated list in the catalogue's order; none known: the fallback. */
function readKeys<K extends string>(value: string | null, keys: readonly K[], fallback: readonly K[]): K[] {
  const named = new Set(value?.split(",") ?? []);
  const known = keys.filter((key) => named.has(key));
  return known.length > 0 ? known : [...fallback];
}

function readResponsible(value: string | null, matterId: number | null): CalendarResponsible {
  if (value === "everyone") return "everyone";
  // An assignee is chosen from the matter's list, so one without a matter is not offered.
  const id = matterId === null ? null : readId(value);
  return id ?? calendarDefaults.responsible;
}

export function readCalendarState(params: URLSearchParams, today: string): CalendarState {
  const view = params.get("view");
  const date = params.get("date") ?? "";
  const matterId = readId(params.get("matter"));
  return {
    view: calendarViews.find((known) => known === view) ?? calendarDefaults.view,
    date: isIsoDate(date) ? date : today,
    matterId,
    categoryId: matterId === null ? null : readId(params.get("category")),
    kinds: readKeys(params.get("kinds"), calendarEventKinds, calendarDefaults.kinds),
    statuses: readKeys(params.get("statuses"), activityStatuses, calendarDefaults.statuses),
    responsible: readResponsible(params.get("responsible"), matterId),
    courtHearingsOnly: params.get("courtHearing") === "true",
    clientDeadlinesOnly: params.get("clientDeadline") === "true",
    page: readId(params.get("page")) ?? 0,
    size: pageSizes.find((size) => String(size) === params.get("size")) ?? defaultPageSize,
  };
}

const sameKeys = (some: readonly string[], others: readonly string[]) => some.join() === others.join();

export function writeCalendarState(state: CalendarState, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== calendarDefaults.view) params.set("view", state.view);
  if (state.date !== today) params.set("date", state.date);
  if (state.matterId !== null) params.set("matter", String(state.matterId));
  if (state.matterId !== null && state.categoryId !== null) params.set("category", String(state.categoryId));
  if (!sameKeys(state.kinds, calendarDefaults.kinds)) params.set("kinds", state.kinds.join(","));
  if (!sameKeys(state.statuses, calendarDefaults.statuses)) params.set("statuses", state.statuses.join(","));
  if (state.responsible !== calendarDefaults.responsible)
    params.set("responsible", String(state.responsible));
  if (state.courtHearingsOnly) params.set("courtHearing", "true");
  if (state.clientDeadlinesOnly) params.set("clientDeadline", "true");
  if (state.page > 0) params.set("page", String(state.page));
  if (state.size !== defaultPageSize) params.set("size", String(state.size));
  return params;
}

/**
 * Another matter (or none): its categories and assignees differ, so the category goes and an
 * assignee chosen from the old matter's list becomes "me" again.
 */
export const matterChange = (state: CalendarState, matterId: number | null): Partial<CalendarState> => ({
  matterId,
  categoryId: null,
  responsible: typeof state.responsible === "number" ? calendarDefaults.responsible : state.responsible,
});

/** A toggle list with one key switched; the last one stays on (a calendar of nothing shows nothing). */
export function toggled<K extends string>(chosen: readonly K[], key: K, all: readonly K[]): K[] {
  const next = chosen.includes(key) ? chosen.filter((other) => other !== key) : [...chosen, key];
  return next.length > 0 ? all.filter((known) => next.includes(known)) : [...chosen];
}

/** What reloads the events only once it settles (SPEC 9: 1000 ms): everything but the view, day and page. */
export type CalendarFilters = Omit<CalendarState, "view" | "date" | "page" | "size">;

export const filtersOf = ({
  view: _view,
  date: _date,
  page: _page,
  size: _size,
  ...filters
}: CalendarState): CalendarFilters => filters;

/** A change of anything but the page shows the list's first page. */
export const fromFirstPage = (change: Partial<CalendarState>): Partial<CalendarState> =>
  "page" in change ? change : { ...change, page: 0 };

const flag = (on: boolean) => (on ? "true" : undefined);

/** The month grid asks for its own answer (per day the count and first events), the lists for every event. */
const answerOf = (view: CalendarView) => (view === "month" ? "month" : undefined);

/** The matter and category filters both sources take. */
const scopeOf = (filters: CalendarFilters) => ({
  matterId: filters.matterId ?? undefined,
  categoryId: filters.categoryId ?? undefined,
});

/** The step filters: "Court hearings only", "Client deadlines only". */
const stepFlagsOf = (filters: CalendarFilters) => ({
  courtHearing: flag(filters.courtHearingsOnly),
  clientDeadline: flag(filters.clientDeadlinesOnly),
});

/** The activity filters: statuses and the responsible user ("me" is the caller, everyone none). */
function activityFiltersOf(filters: CalendarFilters, myId: number) {
  const responsibleId =
    filters.responsible === "me"
      ? myId
      : filters.responsible === "everyone"
        ? undefined
        : filters.responsible;
  return { statuses: filters.statuses.join(","), responsibleId };
}

/** GET dbbw/proceduralsteps's query (the month grid and the day), or null when the Proceedings toggle is off. */
export function stepCalendarQuery(
  filters: CalendarFilters,
  period: CalendarPeriod,
  view: CalendarView,
): Record<string, QueryValue> | null {
  if (!filters.kinds.includes("TRACKING")) return null;
  return { ...period, view: answerOf(view), ...scopeOf(filters), ...stepFlagsOf(filters) };
}

/** GET dbbw/activities/calendar's query (the month grid and the day), or null when the Activities toggle is off. */
export function activityCalendarQuery(
  filters: CalendarFilters,
  period: CalendarPeriod,
  view: CalendarView,
  myId: number,
): Record<string, QueryValue> | null {
  if (!filters.kinds.includes("ACTIVITIES")) return null;
  return { ...period, view: answerOf(view), ...scopeOf(filters), ...activityFiltersOf(filters, myId) };
}

/** GET dbbw/calendar/events's query: the list view's page of both kinds under every filter. */
export const calendarListQuery = (
  filters: CalendarFilters,
  period: CalendarPeriod,
  { page, size }: Pick<CalendarState, "page" | "size">,
  myId: number,
): Record<string, QueryValue> => ({
  ...period,
  kinds: filters.kinds.join(","),
  ...scopeOf(filters),
  ...stepFlagsOf(filters),
  ...activityFiltersOf(filters, myId),
  page,
  size,
});

/**
 * The requests of a view under the settled filters: the list view's page of both kinds (its month),
 * or each kind's for the month grid and the day (`period`: the days the calendar shows).
 */
export function calendarRequests(
  state: Pick<CalendarState, "view" | "date" | "page" | "size">,
  filters: CalendarFilters,
  period: CalendarPeriod,
  myId: number,
) {
  const inList = state.view === "list";
  return {
    list: inList ? calendarListQuery(filters, visiblePeriod("list", state.date), state, myId) : null,
    steps: inList ? null : stepCalendarQuery(filters, period, state.view),
    activities: inList ? null : activityCalendarQuery(filters, period, state.view, myId),
  };
}
