// POST dbbw/calendar/feed with the filters to keep: a new address (shown this once), and the previous
// address stops working; the feed's state reloads.
import type { CalendarFeedFilters, CreatedCalendarFeed } from "@litfolio/shared/calendar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: CalendarFeedFilters) =>
      api.post<CreatedCalendarFeed>("dbbw/calendar/feed", filters),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.feed }),
  });
}
