// PUT .../resolutions/{id} with the version the form loaded; a 409 is announced by the form.
import type { Resolution, ResolutionUpdateFields } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { resolutionsUrl } from "./useResolutions";

export function useUpdateResolution(matterId: number, proceedingId: number) {
  return useProceedingMutation(matterId, ({ id, ...body }: ResolutionUpdateFields & { id: number }) =>
    api.put<Resolution & { message: string }>(`${resolutionsUrl(matterId, proceedingId)}/${id}`, body, {
      handleErrors: [409],
    }),
  );
}
