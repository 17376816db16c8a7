import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/** PUT .../trucks/confirm with the ids to confirm at once. */
export function useConfirmTrucks({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (truckIds: number[]) =>
    api.put<{ message?: string; count: number }>(
      proceedingUrl(matterId, proceedingId, "trucks", "confirm"),
      truckIds,
    ),
  );
}
