// A step's documents envelope (SPEC 3 "attachedDocuments"), each document with the verbs it carries.
import type { Verb } from "@litfolio/shared/permissions";
import type { StepDocuments } from "@litfolio/shared/tracking";
import { type CopyView, type DocumentRow, presentDocument } from "../../files/documents";

/** The verbs a document carries: reading it (download) and deleting it, from the caller's verbs on the step. */
const documentVerbs = (stepVerbs: readonly Verb[]): Verb[] =>
  stepVerbs.filter((verb) => verb === "READ" || verb === "DELETE");

/**
 * A step's documents (SPEC 3 "attachedDocuments {totalElements, items, permissions}"); the envelope's
 * verbs are the caller's on the step's documents: READ, UPLOAD (not on a template), DELETE.
 */
export function presentStepDocuments(
  rows: readonly DocumentRow[],
  stepVerbs: readonly Verb[],
  { template, copies }: { template: boolean; copies: CopyView },
): StepDocuments {
  const permissions = stepVerbs.filter(
    (verb) => verb === "READ" || verb === "DELETE" || (verb === "UPLOAD" && !template),
  );
  return {
    totalElements: rows.length,
    items: rows.map((row) => presentDocument(row, documentVerbs(stepVerbs), copies)),
    permissions,
  };
}
