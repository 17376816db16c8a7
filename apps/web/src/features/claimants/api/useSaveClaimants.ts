import type { Claimant, ClaimantListBody } from "@litfolio/shared/proceeding-lists";
import type { VersionedList } from "@litfolio/shared/versions";
import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/**
 * PUT .../claimants: the whole list (rows with an id keep it) and the version it builds on. Answers
 * the list as saved; a save by someone else since answers 409, which the editor announces.
 */
export function useSaveClaimants({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (body: ClaimantListBody) =>
    api.put<VersionedList<Claimant> & { message?: string }>(
      proceedingUrl(matterId, proceedingId, "claimants"),
      body,
      { handleErrors: [409] },
    ),
  );
}
