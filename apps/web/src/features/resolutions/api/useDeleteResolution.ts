// DELETE .../resolutions/{id}: "Judgements deleted" or "Settlement has been deleted".
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../matters/api/useMatterMutation";
import { proceedingQueryKeys } from "./proceeding-query-keys";
import { resolutionsUrl } from "./useResolutions";

export function useResolutionDelete(matterId: number, proceedingId: number) {
  return useMatterMutation(
    matterId,
    (id: number) => api.delete<{ message: string }>(`${resolutionsUrl(matterId, proceedingId)}/${id}`),
    proceedingQueryKeys.all(matterId),
  );
}
