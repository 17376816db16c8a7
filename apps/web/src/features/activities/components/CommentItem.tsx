// One comment in the list (SPEC 2.3 "Comments"): author, timestamp (DD-MM-YYYY HH:mm in the
// browser's zone), the sanitised rich text, the documents with download links and approval stamps
// ("Document pending approval", "Approved by ... on ..."), an Approve document button for active
// clients, "Remove approved document" for a SYSTEM_ADMIN, and Edit and Delete on the caller's own
// newest comment.
import { type ActivityComment, type CommentDocument, isPendingApproval } from "@litfolio/shared/comments";
import { messages } from "@litfolio/shared/messages";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DocumentList } from "../../../components/files/DocumentList";
import { apiUrl } from "../../../lib/api";
import { formatDateTime, personName } from "../../../lib/format";
import { activityQueryKeys } from "../api/activity-query-keys";

interface CommentItemProps {
  comment: ActivityComment;
  /** The caller may approve documents (an active client). */
  canApprove: boolean;
  onApprove: (document: CommentDocument) => void;
  /** The caller may remove an approved document (SYSTEM_ADMIN). */
  canRemoveApproved: boolean;
  onRemoveApproved: (document: CommentDocument) => void;
  onEdit: () => void;
  onDelete: () => void;
}

const downloadUrl = (comment: ActivityComment) => (document: CommentDocument) =>
  apiUrl(
    `dbbw/activities/${comment.activityId}/comments/${comment.id}/attachedDocuments/${document.id}/download`,
  );

function ApprovalStamp({ document }: { document: CommentDocument }) {
  if (document.approved) {
    const approver = document.userApproved ? personName(document.userApproved) : "";
    return (
      <Chip
        component="span"
        size="small"
        color="success"
        sx={{ ml: 1 }}
        label={messages.approvedBy(
          approver,
          document.approvalTime ? formatDateTime(document.approvalTime) : "",
        )}
      />
    );
  }
  if (!isPendingApproval(document)) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="warning"
      sx={{ ml: 1 }}
      label={messages.documentPendingApproval}
    />
  );
}

export function CommentItem({
  comment,
  canApprove,
  onApprove,
  canRemoveApproved,
  onRemoveApproved,
  onEdit,
  onDelete,
}: CommentItemProps) {
  return (
    <Box component="article" aria-label={`Comment by ${personName(comment.createdBy)}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "baseline", flexWrap: "wrap" }}>
        <Typography sx={{ fontWeight: 600 }}>{personName(comment.createdBy)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(comment.createdDate)}
        </Typography>
        {comment.permissions.includes("WRITE") && (
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
        )}
        {comment.permissions.includes("DELETE") && (
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Stack>
      {comment.text && (
        // Sanitised by the server to the editor's markup (modules/comments/sanitize.ts).
        <Box
          className="comment-text"
          sx={{ "& p": { my: 0.5 }, "& ol, & ul": { my: 0.5, pl: 3 }, overflowWrap: "anywhere" }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only the sanitised toolbar markup
          dangerouslySetInnerHTML={{ __html: comment.text }}
        />
      )}
      {comment.attachedDocuments.length > 0 && (
        <DocumentList
          documents={comment.attachedDocuments}
          downloadUrl={downloadUrl(comment)}
          reloadKey={activityQueryKeys.comments(comment.activityId)}
          details={(document) => (
            <>
              <ApprovalStamp document={document} />
              {canApprove && isPendingApproval(document) && (
                <Button
                  size="small"
                  variant="outlined"
                  sx={{ ml: 1 }}
                  aria-label={`${messages.approveDocument} ${document.name}`}
                  onClick={() => onApprove(document)}
                >
                  {messages.approveDocument}
                </Button>
              )}
              {canRemoveApproved && document.approved && (
                <Button
                  size="small"
                  color="error"
                  sx={{ ml: 1 }}
                  aria-label={`${messages.removeApprovedDocument} ${document.name}`}
                  onClick={() => onRemoveApproved(document)}
                >
                  {messages.removeApprovedDocument}
                </Button>
              )}
            </>
          )}
        />
      )}
    </Box>
  );
}
