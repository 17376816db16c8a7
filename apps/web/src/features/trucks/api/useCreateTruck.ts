import type { Truck, TruckBody } from "@litfolio/shared/proceeding-lists";
import { api } from "../../../lib/api";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";

/** POST .../trucks; a chassis number already listed is refused (400) at the field. */
export function useCreateTruck({ matterId, proceedingId }: ProceedingRef) {
  return useProceedingMutation(matterId, (body: TruckBody) =>
    api.post<Truck>(proceedingUrl(matterId, proceedingId, "trucks"), body),
  );
}
