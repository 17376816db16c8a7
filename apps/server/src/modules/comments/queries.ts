// Comments' SQL: an activity's comments newest first with their documents (one query each for a
// whole activity), one comment or document named by a path, and which comment is the newest.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { activityComments } from "../../db/schema/activities";
import { documents } from "../../db/schema/documents";
import { users } from "../../db/schema/users";
import { documentColumns } from "../../files/documents";
import { notFound } from "../../http/errors";
import type { CommentDocumentRow, CommentRow } from "./presenter";

const approver = alias(users, "approver");

const newestFirst = [desc(activityComments.createdAt), desc(activityComments.id)];

/** The activity's comments, newest first, with their authors' names. */
export function commentsOf(db: DbOrTx, activityId: number, commentId?: number): Promise<CommentRow[]> {
  return db
    .select({
      comment: activityComments,
      creator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(activityComments)
    .leftJoin(users, eq(users.id, activityComments.createdBy))
    .where(
      and(
        eq(activityComments.activityId, activityId),
        commentId === undefined ? undefined : eq(activityComments.id, commentId),
      ),
    )
    .orderBy(...newestFirst);
}

/** The documents of the given comments, oldest first, by comment id, with who approved them. */
export async function documentsOfComments(
  db: DbOrTx,
  commentIds: readonly number[],
): Promise<Map<number, CommentDocumentRow[]>> {
  const byComment = new Map<number, CommentDocumentRow[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({
      ...documentColumns,
      approvalNeeded: documents.approvalNeeded,
      approvedAt: documents.approvedAt,
      approverId: approver.id,
      approverFirstName: approver.firstName,
      approverLastName: approver.lastName,
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .leftJoin(approver, eq(approver.id, documents.approvedBy))
    .where(inArray(documents.commentId, [...commentIds]))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  for (const row of rows) {
    if (row.commentId === null) continue;
    byComment.set(row.commentId, [...(byComment.get(row.commentId) ?? []), row]);
  }
  return byComment;
}

/** The id of the activity's newest comment (null without comments). */
export async function newestCommentId(db: DbOrTx, activityId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: activityComments.id })
    .from(activityComments)
    .where(eq(activityComments.activityId, activityId))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.id ?? null;
}

/** A comment of the activity named by the path; another activity's: 404. */
export async function findComment(db: DbOrTx, activityId: number, commentId: number) {
  const [row] = await db
    .select()
    .from(activityComments)
    .where(and(eq(activityComments.id, commentId), eq(activityComments.activityId, activityId)));
  if (!row) throw notFound();
  return row;
}

/** The comment's documents (rows), oldest first. */
export const documentRowsOf = (db: DbOrTx, commentId: number) =>
  db
    .select()
    .from(documents)
    .where(eq(documents.commentId, commentId))
    .orderBy(asc(documents.createdAt), asc(documents.id));

/** A document of the comment named by the path; anything else: 404. */
export async function findCommentDocument(db: DbOrTx, commentId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.commentId, commentId)));
  if (!row) throw notFound();
  return row;
}
