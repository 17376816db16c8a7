import type { Proceeding } from "@litfolio/shared/proceedings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "./proceeding-query-keys";
import { proceedingUrl } from "./proceeding-urls";

/** GET dbbw/matters/{m}/proceedings/{p}; one the caller may not see answers 404, which the page shows itself. */
export function useProceeding(matterId: number, proceedingId: number | null) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId ?? 0, "detail"),
    queryFn: ({ signal }) =>
      api.get<Proceeding>(proceedingUrl(matterId, proceedingId ?? 0), { signal, handleErrors: [404] }),
    enabled: proceedingId !== null,
  });
}
