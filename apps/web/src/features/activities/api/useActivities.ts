// GET dbbw/activities, .../tracking/{t} or .../search, as the list's state says; the previous page
// stays while the next loads.
import type { Activity } from "@litfolio/shared/activities";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { type ActivityContext, type ActivityTableState, activityListRequest } from "../activity-table-state";
import { activityQueryKeys } from "./activity-query-keys";

export const activitiesQuery = (context: ActivityContext, state: ActivityTableState) => {
  const request = activityListRequest(context, state);
  return queryOptions({
    queryKey: activityQueryKeys.list(request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<Activity>>(request.path, { query: request.query, signal, handleErrors: [404] }),
    placeholderData: keepPreviousData,
  });
};

/** The global list's route loader starts its first request (features/activities/pages/activities-route.ts). */
export const useActivities = (context: ActivityContext, state: ActivityTableState) =>
  useQuery(activitiesQuery(context, state));
