// PUT .../proceedings/{p}/tracking/{t}: the whole step list with the version loaded; 409 when stale.
import type { StepFields, Tracking } from "@litfolio/shared/tracking";
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { trackingUrl } from "../../../lib/tracking-api/useTracking";

export function useUpdateTracking(matterId: number, proceedingId: number, trackingId: number) {
  return useProceedingMutation(matterId, (body: { proceduralSteps: StepFields[]; version: number }) =>
    api.put<Tracking & { message: string }>(trackingUrl(matterId, proceedingId, trackingId), body, {
      handleErrors: [409],
    }),
  );
}
