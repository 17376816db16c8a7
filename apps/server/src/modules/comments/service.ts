// Comment writes (SPEC 2.3 "Comments", 5.10, 7.6). A write reads the form first (files into the file
// store, checked as they arrive), then in one transaction locks the activity (so "the newest
// comment" cannot change underneath), checks the rules again, writes the rows with their trail
// entries and the approval requests (approval-request-service.ts); a refusal at any point removes the
// stored files. Deleted documents' files go by a job once the transaction commits.
import {
  approvalOfFiles,
  commentFields,
  commentProblem,
  commentUpdateFields,
  hasVisibleText,
} from "@litfolio/shared/comments";
import { fileLimits } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit";
import type { DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { activityComments } from "../../db/schema/activities";
import { documents } from "../../db/schema/documents";
import { insertDocuments } from "../../files/documents";
import { removeFilesOnCommit } from "../../files/removal";
import { discardFiles, type ReceivedUpload, receiveUpload } from "../../files/upload";
import { assertVersion, versionedUpdate } from "../../http/edits";
import { badRequest, conflict, validated } from "../../http/errors";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import { queueMail } from "../../mail/outbox";
import { nameOf, reachableUser } from "../../mail/recipients";
import { documentApprovedMail } from "../../mail/templates";
import type { MatterAccess } from "../../permissions/access";
import { findActivity } from "../activities/queries";
import { askForApproval } from "./approval-request-service";
import { requireOnComment } from "./policy";
import { commentTrail } from "./presenter";
import { documentRowsOf, findComment, findCommentDocument, newestCommentId } from "./queries";
import { sanitizeComment } from "./sanitize";

type DocumentRow = typeof documents.$inferSelect;

/** The activity a comment route names, with the category that scopes it (404 unless the caller reads it). */
export async function activityOf(
  db: DbOrTx,
  access: MatterAccess,
  activityId: number,
  { lock = false } = {},
) {
  const row = await findActivity(db, access.matterId, activityId, { lock });
  access.require("activities", "READ", { categoryId: row.category.id });
  return { id: row.activity.id, title: row.activity.title, categoryId: row.category.id };
}

type ActivityOf = Awaited<ReturnType<typeof activityOf>>;

/** The comment in the path and the caller's verbs on it, requiring `verb` (403 on another's or an older comment). */
export async function commentFor(
  db: DbOrTx,
  access: MatterAccess,
  activity: ActivityOf,
  commentId: number,
  verb: Verb,
) {
  const comment = await findComment(db, activity.id, commentId);
  const newestId = await newestCommentId(db, activity.id);
  const verbs = requireOnComment(access, { categoryId: activity.categoryId, comment, newestId }, verb);
  return { comment, verbs };
}

/** In a write's transaction: locks the activity, then requires `verb` on the comment as it is now. */
async function lockedComment(tx: DbOrTx, { access, activity }: Writing, commentId: number, verb: Verb) {
  await activityOf(tx, access, activity.id, { lock: true });
  return commentFor(tx, access, activity, commentId, verb);
}

/** Changes a document's row with its trail entry; answers the new row. */
async function changeDocument(
  tx: DbOrTx,
  actorId: number,
  before: DocumentRow,
  changes: Partial<DocumentRow>,
) {
  const [after] = await tx.update(documents).set(changes).where(eq(documents.id, before.id)).returning();
  if (!after) throw conflict();
  await recordAudit(tx, {
    actorId,
    entity: "document",
    entityId: before.id,
    action: "update",
    before,
    after,
  });
  return after;
}

type CommentRow = typeof activityComments.$inferSelect;

/** The comment's trail entry: its text before and after. */
const traceComment = (
  tx: DbOrTx,
  actorId: number,
  entityId: number,
  change: { action: "create" | "update" | "delete"; before?: CommentRow; after?: CommentRow },
) =>
  recordAudit(tx, {
    actorId,
    entity: "comment",
    entityId,
    action: change.action,
    ...(change.before ? { before: commentTrail(change.before) } : {}),
    ...(change.after ? { after: commentTrail(change.after) } : {}),
  });

/** Sanitised HTML, or null when nothing visible is left. */
const cleanText = (text: string | undefined) => {
  const clean = text === undefined ? "" : sanitizeComment(text);
  return hasVisibleText(clean) ? clean : null;
};

function assertNotEmpty(text: string | null, documentCount: number) {
  const problem = commentProblem({ text, documents: documentCount });
  if (problem) throw badRequest(problem, [{ field: "text", message: problem }]);
}

/** Each file's approval flag from the query (one per file, or one for all). */
function approvalFor(flags: readonly boolean[], upload: ReceivedUpload) {
  const approval = approvalOfFiles(flags, upload.files.length);
  if (!approval) {
    throw badRequest(messages.approvalFlagsMismatch, [
      { field: "approvalNeeded", message: messages.approvalFlagsMismatch },
    ]);
  }
  return approval;
}

/** Reads the form, runs `work` with it; the stored files are removed again if anything refuses. */
async function withUpload<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (upload: ReceivedUpload) => Promise<T>,
  { filesRequired = false } = {},
): Promise<T> {
  const upload = await receiveUpload(request, app.files, { filesRequired });
  try {
    return await work(upload);
  } catch (error) {
    await discardFiles(app.files, upload.files);
    throw error;
  }
}

interface Writing {
  app: FastifyInstance;
  access: MatterAccess;
  activity: ActivityOf;
}

/** Asks the matter's active clients to approve the documents that need it (one mail each per few minutes). */
const askClients = (tx: DbOrTx, enqueue: Enqueue, { access }: Writing, rows: DocumentRow[]) =>
  askForApproval(tx, enqueue, {
    matterId: access.matterId,
    senderId: access.caller.id,
    documentIds: rows.filter((row) => row.approvalNeeded && row.approvedAt === null).map((row) => row.id),
  });

/** Stores the new files' rows on the comment, within the 5-file limit that counts its remaining ones. */
async function addDocuments(
  tx: DbOrTx,
  enqueue: Enqueue,
  writing: Writing,
  commentId: number,
  upload: ReceivedUpload,
  approval: boolean[],
) {
  const kept = (await documentRowsOf(tx, commentId)).length;
  if (kept + upload.files.length > fileLimits.maxFiles) throw badRequest(messages.tooManyFiles);
  const owner = { matterId: writing.access.matterId, actorId: writing.access.caller.id, commentId };
  const copying = { connect: writing.app.config.connect, enqueue };
  const rows = await insertDocuments(tx, owner, upload.files, copying, approval);
  await askClients(tx, enqueue, writing, rows);
  return rows.length + kept;
}

/**
 * Deletes documents of the comment (none approved) with their trail entries; their files go by a
 * job once the transaction commits.
 */
async function removeDocuments(
  tx: DbOrTx,
  enqueue: Enqueue,
  actorId: number,
  commentId: number,
  ids: readonly number[],
) {
  const rows: DocumentRow[] = [];
  for (const id of ids) {
    const row = await findCommentDocument(tx, commentId, id);
    if (row.approvedAt !== null) throw conflict(messages.approvedDocumentLocked);
    rows.push(row);
  }
  if (rows.length === 0) return;
  await removeFilesOnCommit(
    enqueue,
    rows.map((row) => row.storageKey),
  );
  await tx.delete(documents).where(inArray(documents.id, ids as number[]));
  for (const row of rows) {
    await recordAudit(tx, { actorId, entity: "document", entityId: row.id, action: "delete", before: row });
  }
}

/** POST: a comment with its text and files (multipart); answers its id. */
export async function createComment(
  writing: Writing,
  request: FastifyRequest,
  flags: readonly boolean[],
): Promise<number> {
  const { app, access, activity } = writing;
  access.require("comments", "CREATE", { categoryId: activity.categoryId });
  return withUpload(app, request, async (upload) => {
    const fields = validated(commentFields, upload.fields);
    const approval = approvalFor(flags, upload);
    const text = cleanText(fields.text);
    assertNotEmpty(text, upload.files.length);
    return transactionWithJobs(app, async (tx, enqueue) => {
      await activityOf(tx, access, activity.id, { lock: true });
      const comment = await insertOne(tx, activityComments, {
        activityId: activity.id,
        text,
        createdBy: access.caller.id,
      });
      await traceComment(tx, access.caller.id, comment.id, { action: "create", after: comment });
      await addDocuments(tx, enqueue, writing, comment.id, upload, approval);
      return comment.id;
    });
  });
}

/**
 * PUT: the caller's newest comment gets its new text, loses the documents marked deleted and gains
 * the new files, all or nothing.
 */
export async function updateComment(
  writing: Writing,
  request: FastifyRequest,
  commentId: number,
  flags: readonly boolean[],
) {
  const { app, access, activity } = writing;
  // Who may change the comment is settled before a byte is read.
  await commentFor(app.db, access, activity, commentId, "WRITE");
  await withUpload(app, request, async (upload) => {
    const fields = validated(commentUpdateFields, upload.fields);
    const approval = approvalFor(flags, upload);
    const text = cleanText(fields.text);
    return transactionWithJobs(app, async (tx, enqueue) => {
      const { comment } = await lockedComment(tx, writing, commentId, "WRITE");
      assertVersion(fields.version, comment.version);
      await removeDocuments(tx, enqueue, access.caller.id, commentId, fields.deletedDocumentIds);
      const documentCount = await addDocuments(tx, enqueue, writing, commentId, upload, approval);
      assertNotEmpty(text, documentCount);
      const after = await versionedUpdate(tx, activityComments, comment, { text });
      await traceComment(tx, access.caller.id, commentId, { action: "update", before: comment, after });
    });
  });
}

/** POST .../attachedDocuments: more files on the caller's newest comment. */
export async function uploadCommentDocuments(
  writing: Writing,
  request: FastifyRequest,
  commentId: number,
  flags: readonly boolean[],
) {
  const { app, access, activity } = writing;
  await commentFor(app.db, access, activity, commentId, "WRITE");
  await withUpload(
    app,
    request,
    async (upload) => {
      const approval = approvalFor(flags, upload);
      await transactionWithJobs(app, async (tx, enqueue) => {
        await lockedComment(tx, writing, commentId, "WRITE");
        await addDocuments(tx, enqueue, writing, commentId, upload, approval);
      });
    },
    { filesRequired: true },
  );
}

/** DELETE: the caller's newest comment with its documents, unless one of them has been approved. */
export async function deleteComment(writing: Writing, commentId: number) {
  const { app, access } = writing;
  await transactionWithJobs(app, async (tx, enqueue) => {
    const { comment } = await lockedComment(tx, writing, commentId, "DELETE");
    const rows = await documentRowsOf(tx, commentId);
    if (rows.some((row) => row.approvedAt !== null)) throw conflict(messages.commentHasApprovedDocument);
    await removeFilesOnCommit(
      enqueue,
      rows.map((row) => row.storageKey),
    );
    await tx.delete(activityComments).where(eq(activityComments.id, commentId));
    await traceComment(tx, access.caller.id, commentId, { action: "delete", before: comment });
  });
}

/** PUT .../attachedDocuments/{d}: whether the client must approve it (not once approved). */
export async function updateCommentDocument(
  writing: Writing,
  commentId: number,
  documentId: number,
  approvalNeeded: boolean,
) {
  const { app, access } = writing;
  await transactionWithJobs(app, async (tx, enqueue) => {
    await lockedComment(tx, writing, commentId, "WRITE");
    const before = await findCommentDocument(tx, commentId, documentId);
    if (before.approvedAt !== null) throw conflict(messages.approvedDocumentLocked);
    if (before.approvalNeeded === approvalNeeded) return;
    const after = await changeDocument(tx, access.caller.id, before, { approvalNeeded });
    await askClients(tx, enqueue, writing, [after]);
  });
}

/** DELETE .../attachedDocuments/{d}: not an approved one, nor the last thing of an empty comment. */
export async function deleteCommentDocument(writing: Writing, commentId: number, documentId: number) {
  const { app, access } = writing;
  await transactionWithJobs(app, async (tx, enqueue) => {
    const { comment } = await lockedComment(tx, writing, commentId, "DELETE");
    await removeDocuments(tx, enqueue, access.caller.id, commentId, [documentId]);
    assertNotEmpty(comment.text, (await documentRowsOf(tx, commentId)).length);
  });
}

/** PUT .../attachedDocuments/{d}/approve: an active client approves a document that waits for it. */
export async function approveCommentDocument(writing: Writing, commentId: number, documentId: number) {
  const { app, access, activity } = writing;
  await transactionWithJobs(app, async (tx, enqueue) => {
    await activityOf(tx, access, activity.id, { lock: true });
    access.require("commentDocumentApproval", "CREATE", { categoryId: activity.categoryId });
    await findComment(tx, activity.id, commentId);
    const before = await findCommentDocument(tx, commentId, documentId);
    if (!before.approvalNeeded) throw conflict(messages.documentNeedsNoApproval);
    if (before.approvedAt !== null) throw conflict(messages.documentAlreadyApproved);
    await changeDocument(tx, access.caller.id, before, {
      approvedBy: access.caller.id,
      approvedAt: new Date(),
    });
    const author = await reachableUser(tx, before.createdBy);
    if (author && before.createdBy !== access.caller.id) {
      const by = await nameOf(tx, access.caller.id);
      await queueMail(
        tx,
        enqueue,
        documentApprovedMail(app.config, author, { activity, documentNames: [before.name], by }),
      );
    }
  });
}

/**
 * DELETE .../attachedDocuments/{d}/approved: a SYSTEM_ADMIN removes an approved document (the only
 * way one goes). The trail keeps the reason with the file's name, size and SHA-256 beside the whole
 * row; a comment left with neither text nor documents goes too. The file goes by a job once it commits.
 */
export async function removeApprovedDocument(
  writing: Writing,
  commentId: number,
  documentId: number,
  reason: string,
) {
  const { app, access, activity } = writing;
  await transactionWithJobs(app, async (tx, enqueue) => {
    await activityOf(tx, access, activity.id, { lock: true });
    access.require("commentDocumentApproval", "DELETE", { categoryId: activity.categoryId });
    const comment = await findComment(tx, activity.id, commentId);
    const row = await findCommentDocument(tx, commentId, documentId);
    if (row.approvedAt === null) throw conflict(messages.documentNotApproved);
    await removeFilesOnCommit(enqueue, [row.storageKey]);
    await tx.delete(documents).where(eq(documents.id, documentId));
    await recordAudit(tx, {
      actorId: access.caller.id,
      entity: "document",
      entityId: documentId,
      action: "delete",
      // The row (name, size, sha256, who approved when) as it was; `removalReason` apart from the
      // row's own `reason` (why a Connect copy failed).
      before: row,
      after: { removalReason: reason },
    });
    if (commentProblem({ text: comment.text, documents: (await documentRowsOf(tx, commentId)).length })) {
      await tx.delete(activityComments).where(eq(activityComments.id, commentId));
      await traceComment(tx, access.caller.id, commentId, { action: "delete", before: comment });
    }
  });
}
