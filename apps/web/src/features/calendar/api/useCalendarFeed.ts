// GET dbbw/calendar/feed: whether the caller has a calendar feed, since when and with which filters
// (the address itself is shown only once, when it is created).
import type { CalendarFeed } from "@litfolio/shared/calendar";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: calendarQueryKeys.feed,
    queryFn: ({ signal }) => api.get<CalendarFeed>("dbbw/calendar/feed", { signal }),
    enabled,
  });
}
