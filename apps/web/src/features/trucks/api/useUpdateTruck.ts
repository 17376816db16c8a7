import type { Truck, TruckPatchBody } from "@litfolio/shared/proceeding-lists";
import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/** PATCH .../trucks/{id} with the version the list loaded; a stale one answers 409 (the form says so). */
export function useUpdateTruck({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, ({ id, ...body }: TruckPatchBody & { id: number }) =>
    api.patch<Truck>(proceedingUrl(matterId, proceedingId, "trucks", id), body, { handleErrors: [409] }),
  );
}
