// PUT .../grantedCosts with the version loaded (null before the first save); 409 when stale.
import type { GrantedCosts, GrantedCostsBody } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { grantedCostsUrl } from "./useGrantedCosts";

export function useSaveGrantedCosts(matterId: number, proceedingId: number) {
  return useProceedingMutation(matterId, (body: GrantedCostsBody) =>
    api.put<GrantedCosts & { message: string }>(grantedCostsUrl(matterId, proceedingId), body, {
      handleErrors: [409],
    }),
  );
}
