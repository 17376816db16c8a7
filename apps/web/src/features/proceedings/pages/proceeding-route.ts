// The proceeding route (/matters/{m}/proceedings/{p}/{tab}): what its path names, read alike by its
// loader and its page, and the loader, which the router loads in parallel with the page (a small
// chunk, so the request starts long before the page's chunks have arrived).
import type { LoaderFunctionArgs, Params } from "react-router";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { queryClient } from "../../../lib/query-client";
import { positiveId } from "../../../lib/route-ids";
import { getActiveUser } from "../../../lib/session/active-user";
import { proceedingQuery } from "../api/useProceeding";
import { tabNumberOf } from "../components/proceeding-tab-number";

export interface ProceedingRoute extends ProceedingRef {
  tab: number;
}

/** The proceeding and tab the path names; null when it names none (the not-found page). */
export function proceedingRouteOf(params: Params): ProceedingRoute | null {
  const matterId = positiveId(params.matterId);
  const proceedingId = positiveId(params.proceedingId);
  const tab = tabNumberOf(params.tab);
  return matterId === null || proceedingId === null || tab === null ? null : { matterId, proceedingId, tab };
}

/**
 * Starts the proceeding's request as soon as the route matches, while the page's chunks still load,
 * rather than when the page first renders (the page's largest paint waits on both). Not awaited: the
 * page shows its own progress, its not-found page and "This item no longer exists.". Only for a
 * signed-in user: the guard sends anyone else to Login without asking the server.
 */
export function proceedingRouteLoader({ params }: LoaderFunctionArgs) {
  const route = proceedingRouteOf(params);
  if (route && getActiveUser())
    void queryClient.prefetchQuery(proceedingQuery(route.matterId, route.proceedingId));
  return null;
}
