// DELETE .../resolutions/{id}: "Judgements deleted" or "Settlement has been deleted".
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { resolutionsUrl } from "./useResolutions";

export function useResolutionDelete(matterId: number, proceedingId: number) {
  return useMatterMutation(
    matterId,
    (id: number) => api.delete<{ message: string }>(`${resolutionsUrl(matterId, proceedingId)}/${id}`),
    proceedingQueryKeys.all(matterId),
  );
}
