// A stored document as answered (SPEC 3 "Each document: id, name, status, reason, permissions") and
// a step's documents envelope.
import type { StoredDocument } from "@litfolio/shared/files";
import type { Verb } from "@litfolio/shared/permissions";
import type { StepDocuments } from "@litfolio/shared/tracking";
import type { documents } from "../../db/schema/documents";

type Row = typeof documents.$inferSelect;

/** A document row with its creator's names (null when the account is gone). */
export interface DocumentRow
  extends Pick<Row, "id" | "stepId" | "name" | "size" | "contentType" | "status" | "reason" | "createdAt"> {
  creatorId: number | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

/** The verbs a document carries: reading it (download) and deleting it, from the caller's verbs on the step. */
const documentVerbs = (stepVerbs: readonly Verb[]): Verb[] =>
  stepVerbs.filter((verb) => verb === "READ" || verb === "DELETE");

export const presentDocument = (row: DocumentRow, stepVerbs: readonly Verb[]): StoredDocument => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  status: row.status,
  reason: row.reason,
  createdBy:
    row.creatorId === null
      ? null
      : { id: row.creatorId, firstName: row.creatorFirstName ?? "", lastName: row.creatorLastName ?? "" },
  createdDate: row.createdAt.toISOString(),
  permissions: documentVerbs(stepVerbs),
});

/**
 * A step's documents (SPEC 3 "attachedDocuments {totalElements, items, permissions}"); the envelope's
 * verbs are the caller's on the step's documents: READ, UPLOAD (not on a template), DELETE.
 */
export function presentStepDocuments(
  rows: readonly DocumentRow[],
  stepVerbs: readonly Verb[],
  { template }: { template: boolean },
): StepDocuments {
  const permissions = stepVerbs.filter(
    (verb) => verb === "READ" || verb === "DELETE" || (verb === "UPLOAD" && !template),
  );
  return {
    totalElements: rows.length,
    items: rows.map((row) => presentDocument(row, stepVerbs)),
    permissions,
  };
}
