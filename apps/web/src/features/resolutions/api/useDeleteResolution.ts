// DELETE .../resolutions/{id}: "Judgements deleted" or "Settlement has been deleted".
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { resolutionsUrl } from "./useResolutions";

export function useDeleteResolution(matterId: number, proceedingId: number) {
  return useProceedingMutation(matterId, (id: number) =>
    api.delete<{ message: string }>(`${resolutionsUrl(matterId, proceedingId)}/${id}`),
  );
}
