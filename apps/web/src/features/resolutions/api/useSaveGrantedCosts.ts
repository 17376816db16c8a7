// PUT .../grantedCosts with the version loaded (null before the first save); 409 when stale.
import type { GrantedCosts, GrantedCostsBody } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { grantedCostsUrl } from "./useGrantedCosts";

export function useResolutionGrantedCostsSave(matterId: number, proceedingId: number) {
  return useMatterMutation(
    matterId,
    (body: GrantedCostsBody) =>
      api.put<GrantedCosts & { message: string }>(grantedCostsUrl(matterId, proceedingId), body, {
        handleErrors: [409],
      }),
    proceedingQueryKeys.all(matterId),
  );
}
