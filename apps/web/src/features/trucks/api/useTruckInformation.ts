import type { TruckInformation } from "@litfolio/shared/proceeding-lists";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

/**
 * GET .../trucks/truck-information?chassisNumber=: the sources' addresses for this chassis number and
 * the matter's proceedings that list it; nothing is asked while the number is null.
 */
export function useTruckInformation({ matterId, proceedingId }: ProceedingRef, chassisNumber: string | null) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "truck-information", chassisNumber),
    queryFn: ({ signal }) =>
      api.get<TruckInformation>(proceedingUrl(matterId, proceedingId, "trucks", "truck-information"), {
        query: { chassisNumber },
        signal,
      }),
    enabled: chassisNumber !== null,
  });
}
