// GET .../proceedings/{p}/tracking/workingday?date=: why a typed deadline is not a court working day
// (the step dialog's warning). Kept under the matter's court calendar, whose save refreshes it.
import type { WorkingDayCheck } from "@litfolio/shared/deadlines";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { courtCalendarQueryKey } from "../../../lib/matter-api/matter-query-keys";
import { trackingsUrl } from "../../../lib/tracking-api/tracking-query-keys";

export interface ProceedingRef {
  matterId: number;
  proceedingId: number;
}

export function useWorkingDay(proceeding: ProceedingRef | undefined, date: string | null) {
  const { matterId = 0, proceedingId = 0 } = proceeding ?? {};
  return useQuery({
    queryKey: [...courtCalendarQueryKey(matterId), "workingday", proceedingId, date],
    queryFn: ({ signal }) =>
      api.get<WorkingDayCheck>(`${trackingsUrl(matterId, proceedingId)}/workingday`, {
        query: { date },
        signal,
        // A warning only: a failed check says nothing rather than alerting.
        handleErrors: "all",
      }),
    enabled: proceeding !== undefined && date !== null,
    staleTime: 60 * 60 * 1000,
  });
}
