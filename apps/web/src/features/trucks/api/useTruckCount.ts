import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

export const truckCountQueryKey = ({ matterId, proceedingId }: ProceedingRef, confirmed: boolean) =>
  proceedingQueryKeys.inProceeding(matterId, proceedingId, "trucks", "count", confirmed);

/**
 * GET .../trucks/confirmed/count or .../trucks/unconfirmed/count, asked only while `searching`:
 * otherwise the list's total is the count, and useTrucks keeps it here.
 */
export function useTruckCount(proceeding: ProceedingRef, confirmed: boolean, searching: boolean) {
  const which = confirmed ? "confirmed" : "unconfirmed";
  return useQuery({
    queryKey: truckCountQueryKey(proceeding, confirmed),
    queryFn: ({ signal }) =>
      api.get<{ count: number }>(
        proceedingUrl(proceeding.matterId, proceeding.proceedingId, "trucks", which, "count"),
        { signal },
      ),
    enabled: searching,
  });
}
