// The API shape of a comment (SPEC 3 "Activity comment") and of its documents with their approval.
import type { ActivityComment, CommentDocument } from "@litfolio/shared/comments";
import type { Verb } from "@litfolio/shared/permissions";
import type { activityComments } from "../../db/schema/activities";
import { type CopyView, type DocumentRow, presentDocument } from "../../files/documents";
import { personNamed } from "../../permissions/people";
import { commentDocumentVerbs } from "./policy";

type Person = { id: number; firstName: string; lastName: string };

export interface CommentRow {
  comment: typeof activityComments.$inferSelect;
  creator: Person | null;
}

export interface CommentDocumentRow extends DocumentRow {
  approvalNeeded: boolean;
  approvedAt: Date | null;
  approverId: number | null;
  approverFirstName: string | null;
  approverLastName: string | null;
}

function presentCommentDocument(
  row: CommentDocumentRow,
  commentVerbs: readonly Verb[],
  copies: CopyView,
): CommentDocument {
  return {
    ...presentDocument(row, commentDocumentVerbs(commentVerbs, row), copies),
    approvalNeeded: row.approvalNeeded,
    approved: row.approvedAt !== null,
    userApproved: personNamed(row.approverId, row.approverFirstName, row.approverLastName),
    approvalTime: row.approvedAt?.toISOString() ?? null,
  };
}

export function presentComment(
  { comment, creator }: CommentRow,
  documents: readonly CommentDocumentRow[],
  permissions: Verb[],
  copies: CopyView,
): ActivityComment {
  return {
    id: comment.id,
    activityId: comment.activityId,
    text: comment.text,
    createdBy: creator,
    createdDate: comment.createdAt.toISOString(),
    modifiedDate: comment.updatedAt.toISOString(),
    version: comment.version,
    attachedDocuments: documents.map((row) => presentCommentDocument(row, permissions, copies)),
    permissions,
  };
}

/** The trail's view of a comment: its own columns. */
export const commentTrail = (row: typeof activityComments.$inferSelect) => ({
  activityId: row.activityId,
  text: row.text,
});
