// DELETE dbbw/activities/{a}/comments/{c}: "Comment has been deleted"; the comments reload.
import type { ActivityComment } from "@litfolio/shared/comments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys } from "./activity-query-keys";

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Pick<ActivityComment, "id" | "activityId">) =>
      api.delete<{ message: string }>(`dbbw/activities/${comment.activityId}/comments/${comment.id}`),
    onSettled: (_answer, _error, comment) =>
      queryClient.invalidateQueries({ queryKey: activityQueryKeys.comments(comment.activityId) }),
  });
}
