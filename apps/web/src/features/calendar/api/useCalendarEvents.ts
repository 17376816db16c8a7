// GET dbbw/calendar/events: the list view's page of step deadlines and activities under the filters;
// nothing is asked outside the list view (no query). The previous page stays while the next loads.
import type { CalendarEvents, CalendarListEvent } from "@litfolio/shared/calendar";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type QueryValue } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export const calendarEventsQuery = (query: Record<string, QueryValue> | null) =>
  queryOptions({
    queryKey: calendarQueryKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<CalendarEvents<CalendarListEvent>>("dbbw/calendar/events", { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** The route's loader starts the first one (features/calendar/pages/calendar-route.ts). */
export const useCalendarEvents = (query: Record<string, QueryValue> | null) =>
  useQuery(calendarEventsQuery(query));
