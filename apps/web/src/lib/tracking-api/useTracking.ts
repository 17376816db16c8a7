// GET .../proceedings/{p}/tracking/{t}: the tracking with its steps and their documents.
import type { Tracking } from "@litfolio/shared/tracking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { trackingQueryKeys, trackingsUrl } from "./tracking-query-keys";

export const trackingUrl = (matterId: number, proceedingId: number, trackingId: number) =>
  `${trackingsUrl(matterId, proceedingId)}/${trackingId}`;

/**
 * The tracking's query. The tracking route's loader starts it (features/tracking/pages/tracking-route.ts)
 * and asks again on every visit of the route, so a page does not ask a second time for an error the
 * loader has just been answered.
 */
export const trackingQuery = (matterId: number, proceedingId: number, trackingId: number) =>
  queryOptions({
    queryKey: trackingQueryKeys.tracking(matterId, proceedingId, trackingId),
    queryFn: ({ signal }) => api.get<Tracking>(trackingUrl(matterId, proceedingId, trackingId), { signal }),
    retryOnMount: false,
  });

export function useTracking(matterId: number, proceedingId: number, trackingId: number) {
  return useQuery(trackingQuery(matterId, proceedingId, trackingId));
}
