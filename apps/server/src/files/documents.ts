// Document rows, shared by step documents and comment documents: a received file's row (written with
// its trail entry), the columns a list reads, a row's answer (SPEC 3 "attachedDocuments") and its
// download.
import type { DocumentStatus, StoredDocument } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import type { FastifyReply } from "fastify";
import { recordAudit } from "../audit";
import type { ConnectConfig } from "../config";
import type { DbOrTx } from "../db/client";
import { documents } from "../db/schema/documents";
import { users } from "../db/schema/users";
import { notFound } from "../http/errors";
import type { Enqueue } from "../jobs/job-type";
import { connectCopyJob } from "../modules/connect/jobs";
import type { MatterAccess } from "../permissions/access";
import { attachmentDisposition } from "./content";
import { FileMissing, type FileStore } from "./store";
import type { ReceivedFile } from "./upload";

type Row = typeof documents.$inferSelect;

/**
 * Where new documents go next (DECISIONS "The external collaboration service"): with Connect
 * configured they are UPLOADING and their copies are queued in the same transaction as their rows;
 * without it they are SUCCEEDED at once.
 */
export interface DocumentCopying {
  connect: ConnectConfig | null;
  enqueue: Enqueue;
}

/** Where received files are filed: a step or a comment of the matter, by whom. */
export type DocumentOwner = { matterId: number; actorId: number } & (
  | { stepId: number; commentId?: never }
  | { commentId: number; stepId?: never }
);

/**
 * The rows of received files, each with its trail entry and its copy to Connect queued, in the
 * caller's transaction; `approval` holds each file's "needs client approval" (comment documents).
 * Answers the rows in file order.
 */
export async function insertDocuments(
  tx: DbOrTx,
  owner: DocumentOwner,
  files: readonly ReceivedFile[],
  copying: DocumentCopying,
  approval: readonly boolean[] = [],
): Promise<Row[]> {
  if (files.length === 0) return [];
  const status: DocumentStatus = copying.connect ? "UPLOADING" : "SUCCEEDED";
  const rows = await tx
    .insert(documents)
    .values(
      files.map((file, index) => ({
        matterId: owner.matterId,
        stepId: owner.stepId ?? null,
        commentId: owner.commentId ?? null,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        sha256: file.sha256,
        storageKey: file.key,
        status,
        connectCopy: copying.connect !== null,
        createdBy: owner.actorId,
        approvalNeeded: approval[index] ?? false,
      })),
    )
    .returning();
  for (const row of rows) {
    await recordAudit(tx, {
      actorId: owner.actorId,
      entity: "document",
      entityId: row.id,
      action: "create",
      after: row,
    });
    if (copying.connect) await copying.enqueue(connectCopyJob, { documentId: row.id });
  }
  return rows;
}

/** The columns a document list reads: the row's own and its creator's names. */
export const documentColumns = {
  id: documents.id,
  stepId: documents.stepId,
  commentId: documents.commentId,
  name: documents.name,
  size: documents.size,
  contentType: documents.contentType,
  status: documents.status,
  reason: documents.reason,
  connectCopy: documents.connectCopy,
  createdAt: documents.createdAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

/** A document row with its creator's names (null when the account is gone). */
export interface DocumentRow
  extends Pick<
    Row,
    | "id"
    | "stepId"
    | "commentId"
    | "name"
    | "size"
    | "contentType"
    | "status"
    | "reason"
    | "connectCopy"
    | "createdAt"
  > {
  creatorId: number | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

/** A document's uploader from the creator columns; null when the account is gone. */
export const creatorOf = (row: Pick<DocumentRow, "creatorId" | "creatorFirstName" | "creatorLastName">) =>
  row.creatorId === null
    ? null
    : { id: row.creatorId, firstName: row.creatorFirstName ?? "", lastName: row.creatorLastName ?? "" };

/**
 * How a request answers documents' copies to Connect: null when Connect is not configured (nothing
 * is said about it, nor about a document stored before it was: it has no copy); else the caller's
 * verbs on a copy by its uploader (WRITE: may retry it). Scope is the holder's: whoever reads the
 * step or comment is within its category.
 */
export type CopyView = { verbs: (uploaderId: number | null) => Verb[] } | null;

export const copyView = (connect: ConnectConfig | null, access: MatterAccess): CopyView =>
  connect && {
    verbs: (uploaderId) =>
      access.verbs("connectCopies", { ownerIds: uploaderId === null ? [] : [uploaderId] }),
  };

export const presentDocument = (row: DocumentRow, verbs: Verb[], copies: CopyView): StoredDocument => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  status: row.status,
  reason: row.reason,
  createdBy: creatorOf(row),
  createdDate: row.createdAt.toISOString(),
  permissions: verbs,
  connectCopy:
    copies && row.connectCopy
      ? { status: row.status, reason: row.reason, permissions: copies.verbs(row.creatorId) }
      : null,
});

/**
 * A document's bytes as a download: its type, size and name, never sniffed by the browser. A row
 * whose file is gone (removed or lost outside the application) answers 404 with a message for the
 * user and is logged as an integrity problem for the administrator: the document's id and key, not
 * its name (a file name can be personal data).
 */
export async function sendDocument(
  reply: FastifyReply,
  store: FileStore,
  document: Pick<Row, "id" | "contentType" | "size" | "name" | "storageKey">,
) {
  let content: Awaited<ReturnType<FileStore["read"]>>;
  try {
    content = await store.read(document.storageKey);
  } catch (error) {
    if (!(error instanceof FileMissing)) throw error;
    reply.log.error(
      { integrity: "documentFileMissing", documentId: document.id, storageKey: document.storageKey },
      "integrity problem: a document's file is missing from the file store",
    );
    throw notFound(messages.documentFileMissing);
  }
  return reply
    .header("content-type", document.contentType)
    .header("content-length", document.size)
    .header("content-disposition", attachmentDisposition(document.name))
    .header("x-content-type-options", "nosniff")
    .send(content);
}
