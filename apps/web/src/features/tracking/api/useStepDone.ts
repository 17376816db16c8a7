// PUT .../tracking/{t}/proceduralsteps/{s}/done (mark a step done on a day) and DELETE ...?version=
// (reopen it), each with the tracking's version loaded; 409 when stale. Both answer the tracking.
import type { Tracking } from "@litfolio/shared/tracking";
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { trackingUrl } from "../../../lib/tracking-api/useTracking";

type TrackingRef = Pick<Tracking, "id" | "version" | "proceeding">;

const doneUrl = (tracking: TrackingRef, stepId: number) =>
  `${trackingUrl(tracking.proceeding.matter.id, tracking.proceeding.id, tracking.id)}/proceduralsteps/${stepId}/done`;

export function useMarkStepDone(tracking: TrackingRef) {
  return useProceedingMutation(
    tracking.proceeding.matter.id,
    ({ stepId, doneOn }: { stepId: number; doneOn: string }) =>
      api.put<Tracking & { message: string }>(
        doneUrl(tracking, stepId),
        { doneOn, version: tracking.version },
        { handleErrors: [409] },
      ),
  );
}

export function useReopenStep(tracking: TrackingRef) {
  return useProceedingMutation(tracking.proceeding.matter.id, (stepId: number) =>
    api.delete<Tracking & { message: string }>(`${doneUrl(tracking, stepId)}?version=${tracking.version}`, {
      handleErrors: [409],
    }),
  );
}
