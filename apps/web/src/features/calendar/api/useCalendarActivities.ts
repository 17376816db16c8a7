// GET dbbw/activities/calendar: the activities due in the visible period under the filters (the month
// grid's days with `view=month`); nothing is asked while the Activities toggle is off (no query). The
// previous events stay while the next load.
import type { CalendarActivities, CalendarGridActivities } from "@litfolio/shared/calendar";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type QueryValue } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export const calendarActivitiesQuery = (query: Record<string, QueryValue> | null) =>
  queryOptions({
    queryKey: calendarQueryKeys.activities(query),
    queryFn: ({ signal }) =>
      api.get<CalendarActivities | CalendarGridActivities>("dbbw/activities/calendar", {
        query: query ?? {},
        signal,
      }),
    enabled: query !== null,
    // Kept only while a next period or filter loads: a kind switched off shows none of its events.
    placeholderData: query === null ? undefined : keepPreviousData,
  });

/** The route's loader starts the first one (features/calendar/pages/calendar-route.ts). */
export const useCalendarActivities = (query: Record<string, QueryValue> | null) =>
  useQuery(calendarActivitiesQuery(query));
