// DELETE dbbw/calendar/feed: the feed is switched off and its address stops working at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { calendarQueryKeys } from "./calendar-query-keys";

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>("dbbw/calendar/feed"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.feed }),
  });
}
