// PUT dbbw/matters/{m}/courtcalendar: the whole calendar with the version loaded (409 when stale).
// Saving refreshes the calendar and the step dialog's working-day checks made with it.
import type { CourtCalendarFields, CourtCalendarSettings } from "@litfolio/shared/deadlines";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { courtCalendarQueryKey } from "../../../lib/matter-api/matter-query-keys";
import { courtCalendarUrl } from "./useCourtCalendar";

export function useSaveCourtCalendar(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourtCalendarFields) =>
      api.put<CourtCalendarSettings & { message: string }>(courtCalendarUrl(matterId), body, {
        handleErrors: [409],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtCalendarQueryKey(matterId) }),
  });
}
