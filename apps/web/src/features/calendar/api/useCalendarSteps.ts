// GET dbbw/proceduralsteps: the step deadlines of the visible period under the filters; nothing is
// asked while the Proceedings toggle is off (no query). The previous events stay while the next load.
import type { CalendarSteps } from "@litfolio/shared/calendar";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type QueryValue } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export function useCalendarSteps(query: Record<string, QueryValue> | null) {
  return useQuery({
    queryKey: calendarQueryKeys.steps(query),
    queryFn: ({ signal }) => api.get<CalendarSteps>("dbbw/proceduralsteps", { query: query ?? {}, signal }),
    enabled: query !== null,
    // Kept only while a next period or filter loads: a kind switched off shows none of its events.
    placeholderData: query === null ? undefined : keepPreviousData,
  });
}
