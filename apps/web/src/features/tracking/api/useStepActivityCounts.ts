// GET .../tracking/{t}/activities/count: how many activities each step has (SPEC 7.5).
import type { StepActivityCounts } from "@litfolio/shared/tracking";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { trackingQueryKeys } from "../../../lib/tracking-api/tracking-query-keys";
import { trackingUrl } from "../../../lib/tracking-api/useTracking";

export function useStepActivityCounts(matterId: number, proceedingId: number, trackingId: number) {
  return useQuery({
    queryKey: [...trackingQueryKeys.tracking(matterId, proceedingId, trackingId), "activityCounts"],
    queryFn: ({ signal }) =>
      api.get<StepActivityCounts>(`${trackingUrl(matterId, proceedingId, trackingId)}/activities/count`, {
        signal,
      }),
  });
}
