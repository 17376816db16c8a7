import type { DefendantBody, ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/** PUT .../defendants: one defendant's part in the proceeding; a stale version answers 409. */
export function useSaveDefendant({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (body: DefendantBody) =>
    api.put<ProceedingDefendant>(proceedingUrl(matterId, proceedingId, "defendants"), body, {
      handleErrors: [409],
    }),
  );
}
