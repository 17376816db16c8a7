// Step documents (SPEC 4 "Documents", 5.9, 5.10, 7.5): an upload's files are streamed into the file
// store first, then their rows are written in one transaction with their trail entries; a refusal at
// any point removes what was stored. Deleting removes the row (with its entry), then the bytes.
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit";
import { documents } from "../../db/schema/documents";
import { insertDocuments } from "../../files/documents";
import { removeFilesOnCommit } from "../../files/removal";
import { discardFiles, type ReceivedFile, receiveUpload } from "../../files/upload";
import { badRequest, notFound } from "../../http/errors";
import {
  type ProceedingWriter,
  requireOnProceeding,
  writeOnProceedingWithJobs,
} from "../proceedings/service";
import { findStepDocument, isTemplateOfMatter, stepOfTracking } from "./queries";

export interface StepPlace {
  trackingId: number;
  stepId: number;
}

/** The path's step must be the proceeding's tracking's (a template's: 400 with its message; else 404). */
async function assertStep(app: FastifyInstance, writer: ProceedingWriter, place: StepPlace) {
  const where = { matterId: writer.access.matterId, proceedingId: writer.proceedingId, ...place };
  if (await stepOfTracking(app.db, where)) return;
  if (await isTemplateOfMatter(app.db, where.matterId, place.trackingId))
    throw badRequest(messages.uploadToTemplate);
  throw notFound();
}

/**
 * The rows of the received files, with their trail entries and their copies to Connect queued, in
 * one transaction holding the proceeding (UPLOAD on its tracking).
 */
const storeRows = (app: FastifyInstance, writer: ProceedingWriter, place: StepPlace, files: ReceivedFile[]) =>
  writeOnProceedingWithJobs(
    app,
    writer,
    async (tx, _permissions, enqueue) => {
      const { access, proceedingId } = writer;
      // The step may have been deleted while the files arrived.
      if (!(await stepOfTracking(tx, { matterId: access.matterId, proceedingId, ...place })))
        throw notFound();
      const owner = { matterId: access.matterId, actorId: writer.actorId, stepId: place.stepId };
      const rows = await insertDocuments(tx, owner, files, { connect: app.config.connect, enqueue });
      return rows.map((row) => row.id);
    },
    { resource: "trackings", verb: "UPLOAD" },
  );

/** Receives the request's files for the step (UPLOAD on the tracking); answers the new ids. */
export async function uploadStepDocuments(
  app: FastifyInstance,
  request: FastifyRequest,
  writer: ProceedingWriter,
  place: StepPlace,
): Promise<number[]> {
  // Who may upload where is settled before a byte is read.
  await requireOnProceeding(app.db, writer.access, writer.proceedingId, "UPLOAD", { resource: "trackings" });
  await assertStep(app, writer, place);
  const { files } = await receiveUpload(request, app.files);
  try {
    return await storeRows(app, writer, place, files);
  } catch (error) {
    await discardFiles(app.files, files);
    throw error;
  }
}

/** Deletes a step's document (DELETE on the tracking): the row, and its file by a job once that commits. */
export async function deleteStepDocument(
  app: FastifyInstance,
  writer: ProceedingWriter,
  place: StepPlace,
  documentId: number,
) {
  const where = { matterId: writer.access.matterId, proceedingId: writer.proceedingId, ...place };
  await writeOnProceedingWithJobs(
    app,
    writer,
    async (tx, _permissions, enqueue) => {
      const document = await findStepDocument(tx, where, documentId, { lock: true });
      await removeFilesOnCommit(enqueue, [document.storageKey]);
      await tx.delete(documents).where(eq(documents.id, documentId));
      await recordAudit(tx, {
        actorId: writer.actorId,
        entity: "document",
        entityId: documentId,
        action: "delete",
        before: document,
      });
    },
    { resource: "trackings", verb: "DELETE" },
  );
}
