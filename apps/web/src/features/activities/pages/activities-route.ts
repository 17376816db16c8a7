// The global activities route (/activities/): its loader, which the router loads in parallel with the
// page (a small chunk), starts the list's request under the URL's filters, page and the remembered
// rows per page, so the rows arrive while the page's chunks still load.
import { queryClient } from "../../../lib/query-client";
import { getActiveUser } from "../../../lib/session/active-user";
import { activityTableStateOf } from "../activity-table-state";
import { activitiesQuery } from "../api/useActivities";

/** Every activity of the caller's matters (not one tracking's). */
export const globalContext = { kind: "global" } as const;

/** Not awaited: the page shows its own progress. Only for a signed-in user (the guard sends others to Login). */
export function activitiesRouteLoader({ request }: { request: Request }) {
  if (getActiveUser()) {
    const state = activityTableStateOf(globalContext, new URL(request.url).searchParams);
    void queryClient.prefetchQuery(activitiesQuery(globalContext, state));
  }
  return null;
}
