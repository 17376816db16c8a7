// POST .../resolutions: a new judgement or settlement ("Judgement has been saved" / "Settlement has
// been saved" in the answer's message).
import type { Resolution, ResolutionFields } from "@litfolio/shared/resolutions";
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { resolutionsUrl } from "./useResolutions";

export function useCreateResolution(matterId: number, proceedingId: number) {
  return useProceedingMutation(matterId, (body: ResolutionFields) =>
    api.post<Resolution & { message: string }>(resolutionsUrl(matterId, proceedingId), body),
  );
}
