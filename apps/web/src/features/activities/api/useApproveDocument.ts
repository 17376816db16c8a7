// PUT dbbw/activities/{a}/comments/{c}/attachedDocuments/{d}/approve (active clients): "Document has
// been approved"; the comments reload with the stamp.
import type { ActivityComment, CommentDocument } from "@litfolio/shared/comments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys } from "./activity-query-keys";

interface Approval {
  comment: Pick<ActivityComment, "id" | "activityId">;
  document: Pick<CommentDocument, "id">;
}

export function useApproveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, document }: Approval) =>
      api.put<ActivityComment & { message: string }>(
        `dbbw/activities/${comment.activityId}/comments/${comment.id}/attachedDocuments/${document.id}/approve`,
        { approved: true },
      ),
    onSettled: (_answer, _error, { comment }) =>
      queryClient.invalidateQueries({ queryKey: activityQueryKeys.comments(comment.activityId) }),
  });
}
