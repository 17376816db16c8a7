// PUT .../resolutions/{id} with the version the form loaded; a 409 is announced by the form.
import type { Resolution, ResolutionUpdateFields } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { resolutionsUrl } from "./useResolutions";

export function useResolutionUpdate(matterId: number, proceedingId: number) {
  return useMatterMutation(
    matterId,
    ({ id, ...body }: ResolutionUpdateFields & { id: number }) =>
      api.put<Resolution & { message: string }>(`${resolutionsUrl(matterId, proceedingId)}/${id}`, body, {
        handleErrors: [409],
      }),
    proceedingQueryKeys.all(matterId),
  );
}
