// DELETE dbbw/activities/{a}/comments/{c}/attachedDocuments/{d}/approved with the reason (SYSTEM_ADMIN
// only): "Approved document has been removed"; the comments reload.
import type { ActivityComment, ApprovedDocumentRemoval, CommentDocument } from "@litfolio/shared/comments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys } from "./activity-query-keys";

export interface ApprovedDocumentOf {
  comment: Pick<ActivityComment, "id" | "activityId">;
  document: Pick<CommentDocument, "id" | "name">;
}

export function useRemoveApprovedDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, document, body }: ApprovedDocumentOf & { body: ApprovedDocumentRemoval }) =>
      api.delete<{ message: string }>(
        `dbbw/activities/${comment.activityId}/comments/${comment.id}/attachedDocuments/${document.id}/approved`,
        { body },
      ),
    onSettled: (_answer, _error, { comment }) =>
      queryClient.invalidateQueries({ queryKey: activityQueryKeys.comments(comment.activityId) }),
  });
}
