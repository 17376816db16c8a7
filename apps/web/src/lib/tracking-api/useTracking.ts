// GET .../proceedings/{p}/tracking/{t}: the tracking with its steps and their documents.
import type { Tracking } from "@litfolio/shared/tracking";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { trackingQueryKeys, trackingsUrl } from "./tracking-query-keys";

export const trackingUrl = (matterId: number, proceedingId: number, trackingId: number) =>
  `${trackingsUrl(matterId, proceedingId)}/${trackingId}`;

export function useTracking(matterId: number, proceedingId: number, trackingId: number) {
  return useQuery({
    queryKey: trackingQueryKeys.tracking(matterId, proceedingId, trackingId),
    queryFn: ({ signal }) => api.get<Tracking>(trackingUrl(matterId, proceedingId, trackingId), { signal }),
  });
}
