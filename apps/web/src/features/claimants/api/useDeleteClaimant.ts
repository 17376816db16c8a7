import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/** DELETE .../claimants/{id}: answers the list's version after the delete. */
export function useDeleteClaimant({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (claimantId: number) =>
    api.delete<{ message?: string; version: number }>(
      proceedingUrl(matterId, proceedingId, "claimants", claimantId),
    ),
  );
}
