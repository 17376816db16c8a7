import type { Proceeding } from "@litfolio/shared/proceedings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

/**
 * GET dbbw/matters/{m}/proceedings/{p}; one the caller may not see answers 404, which the page shows
 * itself. The route's loader starts it (features/proceedings/pages/proceeding-route.ts) and asks again on every visit of
 * the route, so the page does not ask a second time for an error the loader has just been answered.
 */
export const proceedingQuery = (matterId: number, proceedingId: number) =>
  queryOptions({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "detail"),
    queryFn: ({ signal }) =>
      api.get<Proceeding>(proceedingUrl(matterId, proceedingId), { signal, handleErrors: [404] }),
    retryOnMount: false,
  });

export function useProceeding(proceeding: ProceedingRef | null) {
  return useQuery({
    ...proceedingQuery(proceeding?.matterId ?? 0, proceeding?.proceedingId ?? 0),
    enabled: proceeding !== null,
  });
}
