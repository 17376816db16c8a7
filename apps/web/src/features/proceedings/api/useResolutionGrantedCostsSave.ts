// PUT .../grantedCosts with the version loaded (null before the first save); 409 when stale.
import type { GrantedCosts, GrantedCostsBody } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { grantedCostsUrl } from "./useResolutionGrantedCosts";
import { useResolutionMutation } from "./useResolutionMutation";

export function useResolutionGrantedCostsSave(matterId: number, proceedingId: number) {
  return useResolutionMutation(matterId, (body: GrantedCostsBody) =>
    api.put<GrantedCosts & { message: string }>(grantedCostsUrl(matterId, proceedingId), body, {
      handleErrors: [409],
    }),
  );
}
