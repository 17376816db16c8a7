// The tracking route (/matters/{m}/proceedings/{p}/tracking/{t}/{step}): the tracking its path names,
// read alike by its loader and its page, and the loader, which the router loads in parallel with the
// page (a small chunk, so the request starts long before the page's chunks have arrived).
import type { LoaderFunctionArgs, Params } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { positiveId } from "../../../lib/route-ids";
import { getActiveUser } from "../../../lib/session/active-user";
import { trackingQuery } from "../../../lib/tracking-api/useTracking";

export interface TrackingRoute {
  matterId: number;
  proceedingId: number;
  trackingId: number;
}

/** The tracking the path names; null when it names none (the not-found page). */
export function trackingRouteOf(params: Params): TrackingRoute | null {
  const matterId = positiveId(params.matterId);
  const proceedingId = positiveId(params.proceedingId);
  const trackingId = positiveId(params.trackingId);
  return matterId === null || proceedingId === null || trackingId === null
    ? null
    : { matterId, proceedingId, trackingId };
}

/**
 * Starts the tracking's request as soon as the route matches, while the page's chunks still load,
 * rather than when the page first renders (the page's largest paint, its steps, waits on both). Not
 * awaited: the page shows its own outline and its not-found page. Only for a signed-in user: the
 * guard sends anyone else to Login without asking the server.
 */
export function trackingRouteLoader({ params }: LoaderFunctionArgs) {
  const route = trackingRouteOf(params);
  if (route && getActiveUser())
    void queryClient.prefetchQuery(trackingQuery(route.matterId, route.proceedingId, route.trackingId));
  return null;
}
