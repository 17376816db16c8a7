// POST .../resolutions: a new judgement or settlement ("Judgement has been saved" / "Settlement has
// been saved" in the answer's message).
import type { Resolution, ResolutionFields } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { resolutionsUrl } from "./useResolutions";

export function useResolutionCreate(matterId: number, proceedingId: number) {
  return useMatterMutation(
    matterId,
    (body: ResolutionFields) =>
      api.post<Resolution & { message: string }>(resolutionsUrl(matterId, proceedingId), body),
    proceedingQueryKeys.all(matterId),
  );
}
