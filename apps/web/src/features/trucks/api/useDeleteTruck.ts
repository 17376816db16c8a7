import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "./proceeding-urls";
import { useProceedingMutation } from "./useProceedingMutation";

/** DELETE .../trucks/{id}. */
export function useDeleteTruck({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (truckId: number) =>
    api.delete<{ message?: string }>(proceedingUrl(matterId, proceedingId, "trucks", truckId)),
  );
}
