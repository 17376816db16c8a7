import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "./proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "./proceeding-urls";

/** GET .../trucks/confirmed/count or .../trucks/unconfirmed/count. */
export function useTruckCount({ matterId, proceedingId }: ProceedingRef, confirmed: boolean) {
  const which = confirmed ? "confirmed" : "unconfirmed";
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "trucks", "count", which),
    queryFn: ({ signal }) =>
      api.get<{ count: number }>(proceedingUrl(matterId, proceedingId, "trucks", which, "count"), { signal }),
  });
}
