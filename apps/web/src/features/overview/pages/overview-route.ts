// The overview's route (/matters/{m}/overview): its loader, which the router loads in parallel with the
// page (a small chunk), starts the overview's request, so its figures arrive while the page's chunks
// (the table and the chart) still load.
import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { positiveId } from "../../../lib/route-ids";
import { getActiveUser } from "../../../lib/session/active-user";
import { overviewQuery } from "../api/useOverview";

/** Not awaited: the page shows its own progress. Only for a signed-in user (the guard sends others to Login). */
export function overviewRouteLoader({ params }: LoaderFunctionArgs) {
  const matterId = positiveId(params.matterId);
  if (matterId !== null && getActiveUser()) void queryClient.prefetchQuery(overviewQuery(matterId));
  return null;
}
