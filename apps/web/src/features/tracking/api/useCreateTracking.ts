// POST .../proceedings/{p}/tracking {templateId, deadlines?}: the new tracking ("Tracking has been saved"), or the
// proceeding's existing one (no message) when it has one already.
import type { Tracking, trackingCreateBody } from "@litfolio/shared/tracking";
import type { z } from "zod";

type TrackingCreateBody = z.input<typeof trackingCreateBody>;

import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { trackingsUrl } from "../../../lib/tracking-api/tracking-query-keys";

export function useCreateTracking(matterId: number, proceedingId: number) {
  return useProceedingMutation(matterId, (body: TrackingCreateBody) =>
    api.post<Tracking & { message?: string }>(trackingsUrl(matterId, proceedingId), body),
  );
}
