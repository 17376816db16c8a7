// GET .../grantedCosts: what the courts granted the proceeding overall, with EUR sums over its
// judgements (docs/architecture.md "Judgements and settlements").
import type { GrantedCosts } from "@litfolio/shared/resolutions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";

export const grantedCostsUrl = (matterId: number, proceedingId: number) =>
  `dbbw/matters/${matterId}/proceedings/${proceedingId}/grantedCosts`;

export function useGrantedCosts(matterId: number, proceedingId: number) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "grantedCosts"),
    queryFn: ({ signal }) => api.get<GrantedCosts>(grantedCostsUrl(matterId, proceedingId), { signal }),
  });
}
