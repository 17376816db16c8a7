// GET dbbw/activities/{id}: one activity (404 for one the caller may not see).
import type { Activity } from "@litfolio/shared/activities";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys } from "./activity-query-keys";

export function useActivity(activityId: number | null) {
  return useQuery({
    queryKey: activityQueryKeys.activity(activityId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Activity>(`dbbw/activities/${activityId}`, { signal, handleErrors: [404] }),
    enabled: activityId !== null,
  });
}
