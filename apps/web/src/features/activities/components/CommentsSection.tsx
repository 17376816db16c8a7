// An activity's comments (SPEC 2.3 "Comments", 4 "Documents"): "Start a conversation" (CREATE), the
// list newest first or "This activity has no comments yet.", editing in place, deleting with the
// confirmation, approving a document after a confirmation naming it, removing an approved one
// (SYSTEM_ADMIN, with a reason), and the documents' refresh: 10 s after a save with files, and a
// Refresh link while a document is still being uploaded.
import type { ActivityComment, CommentDocument } from "@litfolio/shared/comments";
import { messages } from "@litfolio/shared/messages";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { useApproveDocument } from "../api/useApproveDocument";
import { useComments } from "../api/useComments";
import { useDeleteComment } from "../api/useDeleteComment";
import type { ApprovedDocumentOf } from "../api/useRemoveApprovedDocument";
import { CommentComposer } from "./CommentComposer";
import { CommentItem } from "./CommentItem";
import { RemoveApprovedDocumentDialog } from "./RemoveApprovedDocumentDialog";

/** How long after an upload the documents are read again (SPEC 4 "Documents"). */
const REFRESH_AFTER_UPLOAD_MS = 10_000;

export function CommentsSection({ activityId }: { activityId: number }) {
  const { data, refetch } = useComments(activityId);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ApprovedDocumentOf | null>(null);
  const confirm = useConfirm();
  const alert = useAlert();
  const deletion = useDeleteComment();
  const approval = useApproveDocument();
  const refreshTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  const saved = (sentFiles: boolean) => {
    setEditing(null);
    if (!sentFiles) return;
    window.clearTimeout(refreshTimer.current);
    refreshTimer.current = window.setTimeout(() => void refetch(), REFRESH_AFTER_UPLOAD_MS);
  };
  const remove = async (comment: ActivityComment) => {
    if (!(await confirm({ title: "Delete comment", message: messages.confirmDeleteComment }))) return;
    deletion.mutate(comment, { onSuccess: (answer) => alert.success(answer.message) });
  };
  // An approval cannot be undone: the client confirms which document they approve.
  const approve = async (comment: ActivityComment, document: CommentDocument) => {
    const confirmed = await confirm({
      title: messages.approveDocumentTitle,
      message: messages.approveDocumentQuestion(document.name),
      yes: "Approve",
      no: "Cancel",
      focusNo: true,
    });
    if (!confirmed) return;
    approval.mutate({ comment, document }, { onSuccess: (answer) => alert.success(answer.message) });
  };

  const comments = data?.items ?? [];
  const uploading = comments.some((comment) =>
    comment.attachedDocuments.some((d) => d.status === "UPLOADING"),
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="activity-comments" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "baseline", mb: 1 }}>
        <Typography id="activity-comments" variant="h5" component="h2">
          Comments
        </Typography>
        {uploading && (
          <Link component="button" onClick={() => void refetch()}>
            {messages.commentDocumentsRefresh}
          </Link>
        )}
      </Stack>
      {data?.permissions.includes("CREATE") && editing === null && (
        <CommentComposer activityId={activityId} comment={null} onDone={saved} />
      )}
      <Stack spacing={2} divider={<Divider flexItem />} sx={{ mt: 2 }}>
        {data && comments.length === 0 && (
          <Typography color="text.secondary">{messages.noActivityComments}</Typography>
        )}
        {comments.map((comment) =>
          editing === comment.id ? (
            <CommentComposer key={comment.id} activityId={activityId} comment={comment} onDone={saved} />
          ) : (
            <CommentItem
              key={comment.id}
              comment={comment}
              canApprove={data?.approvalPermissions.includes("CREATE") ?? false}
              onApprove={(document) => void approve(comment, document)}
              canRemoveApproved={data?.approvalPermissions.includes("DELETE") ?? false}
              onRemoveApproved={(document) => setRemoving({ comment, document })}
              onEdit={() => setEditing(comment.id)}
              onDelete={() => void remove(comment)}
            />
          ),
        )}
      </Stack>
      {removing && <RemoveApprovedDocumentDialog target={removing} onClose={() => setRemoving(null)} />}
    </Paper>
  );
}
