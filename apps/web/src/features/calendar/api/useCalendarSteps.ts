// GET dbbw/proceduralsteps: the step deadlines of the visible period under the filters (the month
// grid's days with `view=month`); nothing is asked while the Proceedings toggle is off (no query). The
// previous events stay while the next load.
import type { CalendarGridSteps, CalendarSteps } from "@litfolio/shared/calendar";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type QueryValue } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export const calendarStepsQuery = (query: Record<string, QueryValue> | null) =>
  queryOptions({
    queryKey: calendarQueryKeys.steps(query),
    queryFn: ({ signal }) =>
      api.get<CalendarSteps | CalendarGridSteps>("dbbw/proceduralsteps", { query: query ?? {}, signal }),
    enabled: query !== null,
    // Kept only while a next period or filter loads: a kind switched off shows none of its events.
    placeholderData: query === null ? undefined : keepPreviousData,
  });

/** The route's loader starts the first one (features/calendar/pages/calendar-route.ts). */
export const useCalendarSteps = (query: Record<string, QueryValue> | null) =>
  useQuery(calendarStepsQuery(query));
