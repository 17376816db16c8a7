// GET dbbw/activities, .../tracking/{t} or .../search, as the list's state says; the previous page
// stays while the next loads.
import type { Activity } from "@litfolio/shared/activities";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { type ActivityContext, type ActivityTableState, activityListRequest } from "../activity-table-state";
import { activityQueryKeys } from "./activity-query-keys";

export function useActivities(context: ActivityContext, state: ActivityTableState) {
  const request = activityListRequest(context, state);
  return useQuery({
    queryKey: activityQueryKeys.list(request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<Activity>>(request.path, { query: request.query, signal, handleErrors: [404] }),
    placeholderData: keepPreviousData,
  });
}
