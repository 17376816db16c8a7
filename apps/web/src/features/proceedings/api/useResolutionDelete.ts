// DELETE .../resolutions/{id}: "Judgements deleted" or "Settlement has been deleted".
import { api } from "../../../lib/api";
import { useResolutionMutation } from "./useResolutionMutation";
import { resolutionsUrl } from "./useResolutions";

export function useResolutionDelete(matterId: number, proceedingId: number) {
  return useResolutionMutation(matterId, (id: number) =>
    api.delete<{ message: string }>(`${resolutionsUrl(matterId, proceedingId)}/${id}`),
  );
}
