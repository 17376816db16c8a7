// The proceedings list's route (/matters/{m}/proceedings): its loader, which the router loads in
// parallel with the page (a small chunk), starts the list's request under the URL's filters, page and
// the remembered rows per page, so the table's rows arrive while the page's chunks still load.
import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { positiveId } from "../../../lib/route-ids";
import { getActiveUser } from "../../../lib/session/active-user";
import { proceedingsQuery } from "../api/useProceedings";
import { proceedingTableStateOf } from "../proceeding-table-state";

/** Not awaited: the page shows its own progress. Only for a signed-in user (the guard sends others to Login). */
export function proceedingsRouteLoader({ params, request }: LoaderFunctionArgs) {
  const matterId = positiveId(params.matterId);
  if (matterId !== null && getActiveUser()) {
    const state = proceedingTableStateOf(matterId, new URL(request.url).searchParams);
    void queryClient.prefetchQuery(proceedingsQuery(matterId, state));
  }
  return null;
}
