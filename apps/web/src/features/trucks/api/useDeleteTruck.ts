import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/** DELETE .../trucks/{id}. */
export function useDeleteTruck({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (truckId: number) =>
    api.delete<{ message?: string }>(proceedingUrl(matterId, proceedingId, "trucks", truckId)),
  );
}
