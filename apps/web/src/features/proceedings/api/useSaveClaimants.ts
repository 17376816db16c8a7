import type { ListEnvelope } from "@litfolio/shared/paging";
import type { Claimant, ClaimantListBody } from "@litfolio/shared/proceeding-lists";
import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "./proceeding-urls";
import { useProceedingMutation } from "./useProceedingMutation";

/** PUT .../claimants: the whole list; rows with an id keep it. Answers the list as saved. */
export function useSaveClaimants({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (body: ClaimantListBody) =>
    api.put<ListEnvelope<Claimant> & { message?: string }>(
      proceedingUrl(matterId, proceedingId, "claimants"),
      body,
    ),
  );
}
