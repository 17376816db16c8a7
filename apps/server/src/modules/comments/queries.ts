// Comments' SQL: an activity's comments newest first with their documents (one query each for a
// whole activity), one comment or document named by a path, which comment is the newest, and
// whether an approved document sits under what a delete would take along.
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { activities, activityComments } from "../../db/schema/activities";
import { documents } from "../../db/schema/documents";
import { trackings } from "../../db/schema/tracking";
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

/** Where a delete would take approved documents along: one activity, a proceeding's tracking, a matter. */
export type ApprovedDocumentHolder = { activityId: number } | { proceedingId: number } | { matterId: number };

const holderCondition = (holder: ApprovedDocumentHolder) =>
  "activityId" in holder
    ? eq(activities.id, holder.activityId)
    : "proceedingId" in holder
      ? eq(trackings.proceedingId, holder.proceedingId)
      : eq(activities.matterId, holder.matterId);

/**
 * Whether a comment document the client approved sits under the holder ("What a client approved is
 * a record"): each delete that would cascade to one asks first, in its transaction. The holder's
 * activities are locked first, as an approval locks its activity: none can be approved between this
 * answer and the delete. Indexed walks (activities by matter or tracking, comments, documents).
 */
export async function holdsApprovedDocument(tx: DbOrTx, holder: ApprovedDocumentHolder): Promise<boolean> {
  await tx
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(trackings, eq(trackings.id, activities.trackingId))
    .where(holderCondition(holder))
    .for("update", { of: activities });
  const [row] = await tx
    .select({ id: documents.id })
    .from(activities)
    .innerJoin(trackings, eq(trackings.id, activities.trackingId))
    .innerJoin(activityComments, eq(activityComments.activityId, activities.id))
    .innerJoin(documents, eq(documents.commentId, activityComments.id))
    .where(and(holderCondition(holder), isNotNull(documents.approvedAt)))
    .limit(1);
  return row !== undefined;
}
