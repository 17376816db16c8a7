// DELETE dbbw/activities/{id}: "Activity has been deleted"; the lists and step counts reload.
import type { Activity } from "@litfolio/shared/activities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { keysChangedBy } from "./activity-query-keys";

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: Activity) => api.delete<{ message: string }>(`dbbw/activities/${activity.id}`),
    onSettled: (_answer, _error, activity) => {
      for (const queryKey of keysChangedBy(activity)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
