// POST dbbw/activities/{a}/comments, or PUT .../comments/{c} with the version read: one multipart form
// with the text, the documents marked deleted, the new files and each file's "Needs client approval"
// (?approvalNeeded= per file), sent with progress. "Comment has been saved"; the comments reload.
import type { ActivityComment } from "@litfolio/shared/comments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormContent, sendForm, type UploadOptions } from "../../../lib/upload";
import { activityQueryKeys } from "./activity-query-keys";

export interface CommentSave {
  activityId: number;
  /** The comment edited (null: a new one). */
  comment: Pick<ActivityComment, "id" | "version"> | null;
  text: string;
  files: readonly { file: File; approvalNeeded: boolean }[];
  deletedDocumentIds: readonly number[];
}

type Saved = ActivityComment & { message: string };

export function useSaveComment(options: Pick<UploadOptions, "onProgress"> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, comment, text, files, deletedDocumentIds }: CommentSave) => {
      const path = `dbbw/activities/${activityId}/comments`;
      const content: FormContent = {
        fields: comment
          ? { text, version: String(comment.version), deletedDocumentIds: deletedDocumentIds.map(String) }
          : { text },
        files: files.map((entry) => entry.file),
        query: { approvalNeeded: files.map((entry) => String(entry.approvalNeeded)) },
      };
      return comment
        ? sendForm<Saved>("PUT", `${path}/${comment.id}`, content, options)
        : sendForm<Saved>("POST", path, content, options);
    },
    onSettled: (_saved, _error, { activityId }) =>
      queryClient.invalidateQueries({ queryKey: activityQueryKeys.comments(activityId) }),
  });
}
