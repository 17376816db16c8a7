// DELETE dbbw/activities/{id}: "Activity has been deleted"; the lists and step counts reload, but
// not the deleted activity's own queries (itself, its comments): the page showing them is about to
// leave, and reloading them would answer 404, whose alert would replace the confirmation.
import type { Activity } from "@litfolio/shared/activities";
import { partialMatchKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys, keysChangedBy } from "./activity-query-keys";

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: Activity) => api.delete<{ message: string }>(`dbbw/activities/${activity.id}`),
    onSettled: (_answer, error, activity) => {
      const deleted = activityQueryKeys.activity(activity.id);
      for (const queryKey of keysChangedBy(activity))
        void queryClient.invalidateQueries({
          queryKey,
          predicate: (query) => error !== null || !partialMatchKey(query.queryKey, deleted),
        });
    },
  });
}
