// The background copy of a stored document into its matter's Connect folder (DECISIONS "The
// external collaboration service"): UPLOADING until the service confirms, then SUCCEEDED; a refusal
// that trying again cannot mend is FAILED at once with the service's reason; an outage or a token
// problem is thrown, so the queue retries with backoff (the reason kept on the row meanwhile) and
// the dead letter marks it FAILED once the retries are spent.
import { messages } from "@litfolio/shared/messages";
import { and, eq } from "drizzle-orm";
import { documents } from "../../db/schema/documents";
import { matters } from "../../db/schema/matters";
import type { FileStore } from "../../files/store";
import { ConnectError, uploadFile } from "./client";
import { accessToken, type ConnectContext, distrustAccessToken } from "./token-service";

type Db = ConnectContext["db"];

async function uploadingDocument(db: Db, documentId: number) {
  const [row] = await db
    .select({ document: documents, matterName: matters.name, folderId: matters.connectFolderId })
    .from(documents)
    .innerJoin(matters, eq(matters.id, documents.matterId))
    .where(and(eq(documents.id, documentId), eq(documents.status, "UPLOADING")));
  return row ?? null;
}

/** Settles a copy: SUCCEEDED, or FAILED with its reason (only while still UPLOADING: a retry may have begun). */
async function settleCopy(
  db: Db,
  documentId: number,
  status: "SUCCEEDED" | "FAILED",
  reason: string | null,
): Promise<void> {
  await db
    .update(documents)
    .set({ status, reason })
    .where(and(eq(documents.id, documentId), eq(documents.status, "UPLOADING")));
}

/** Keeps the latest failure's reason on the row while the queue retries. */
const noteAttempt = (db: Db, documentId: number, reason: string) =>
  db.update(documents).set({ reason }).where(eq(documents.id, documentId));

export async function copyDocument(
  context: ConnectContext | null,
  files: FileStore,
  db: Db,
  documentId: number,
): Promise<void> {
  const row = await uploadingDocument(db, documentId);
  // Deleted meanwhile, or settled by an earlier run of this job.
  if (!row) return;
  if (!context) return settleCopy(db, documentId, "FAILED", messages.connectNotConfigured);
  const folderId = row.folderId.trim();
  if (!folderId) return settleCopy(db, documentId, "FAILED", messages.connectFolderMissing(row.matterName));
  try {
    const token = await accessToken(context);
    await uploadFile(context.connect, token, {
      folderId,
      filename: row.document.name,
      contentType: row.document.contentType,
      size: row.document.size,
      content: await files.read(row.document.storageKey),
    });
  } catch (error) {
    const failure = error instanceof ConnectError ? error : new ConnectError(String(error), null, true);
    if (failure.status === 401) await distrustAccessToken(db);
    if (!failure.retryable) return settleCopy(db, documentId, "FAILED", failure.message);
    await noteAttempt(db, documentId, failure.message);
    throw failure;
  }
  await settleCopy(db, documentId, "SUCCEEDED", null);
}

/** The queue gave up on a copy: FAILED, with the last attempt's reason (kept on the row). */
export async function failCopy(db: Db, documentId: number) {
  const [row] = await db
    .select({ reason: documents.reason })
    .from(documents)
    .where(eq(documents.id, documentId));
  await settleCopy(db, documentId, "FAILED", row?.reason ?? messages.connectUnreachable);
}
