// DELETE dbbw/activities/{id}: "Activity has been deleted"; the lists and step counts reload.
import type { Activity } from "@litfolio/shared/activities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys, keysChangedBy } from "./activity-query-keys";

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: Activity) => api.delete<{ message: string }>(`dbbw/activities/${activity.id}`),
    onSettled: (_answer, error, activity) => {
      // Once deleted, the activity's own queries (itself, its comments) are not read again: the page
      // still showing it would get a 404 and its alert would replace "Activity has been deleted".
      const own = activityQueryKeys.activity(activity.id);
      const gone = error === null;
      for (const queryKey of keysChangedBy(activity))
        void queryClient.invalidateQueries({
          queryKey,
          predicate: (query) => !(gone && own.every((part, index) => query.queryKey[index] === part)),
        });
    },
  });
}
