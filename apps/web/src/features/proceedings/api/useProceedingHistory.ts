import type { ListEnvelope } from "@litfolio/shared/paging";
import type { ProceedingStatusChange } from "@litfolio/shared/proceedings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

/** GET .../proceedings/{p}/history: every change of status, oldest first (from the audit trail). */
export function useProceedingHistory({ matterId, proceedingId }: ProceedingRef) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "history"),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<ProceedingStatusChange>>(proceedingUrl(matterId, proceedingId, "history"), {
        signal,
      }),
  });
}
