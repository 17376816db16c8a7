// The step documents' SQL: each step's documents for the tracking answers, the step and document
// named by a path.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { documents } from "../../db/schema/documents";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { type DocumentRow, documentColumns } from "../../files/documents";
import { notFound } from "../../http/errors";

/** The documents of the given steps, oldest first, by step id: one query for a whole tracking. */
export async function documentsOfSteps(
  db: DbOrTx,
  stepIds: readonly number[],
): Promise<Map<number, DocumentRow[]>> {
  const byStep = new Map<number, DocumentRow[]>();
  if (stepIds.length === 0) return byStep;
  const rows = await db
    .select(documentColumns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .where(inArray(documents.stepId, [...stepIds]))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  for (const row of rows) {
    if (row.stepId === null) continue;
    const list = byStep.get(row.stepId) ?? [];
    list.push(row);
    byStep.set(row.stepId, list);
  }
  return byStep;
}

/** The step when it is one of the proceeding's tracking's steps (the ids in the path agree). */
export async function stepOfTracking(
  db: DbOrTx,
  place: { matterId: number; proceedingId: number; trackingId: number; stepId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: proceduralSteps.id })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .where(
      and(
        eq(proceduralSteps.id, place.stepId),
        eq(trackings.id, place.trackingId),
        eq(trackings.proceedingId, place.proceedingId),
        eq(trackings.matterId, place.matterId),
      ),
    );
  return row !== undefined;
}

/** Whether the id is one of the matter's templates (an upload there gets its own message). */
export async function isTemplateOfMatter(db: DbOrTx, matterId: number, trackingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trackings.id })
    .from(trackings)
    .where(and(eq(trackings.id, trackingId), eq(trackings.matterId, matterId), eq(trackings.template, true)));
  return row !== undefined;
}

/** A document of the step named by the path; anything else (another step's, matter's): 404. */
export async function findStepDocument(
  db: DbOrTx,
  place: { matterId: number; proceedingId: number; trackingId: number; stepId: number },
  documentId: number,
  { lock = false } = {},
) {
  const query = db
    .select({ document: documents })
    .from(documents)
    .innerJoin(proceduralSteps, eq(proceduralSteps.id, documents.stepId))
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.matterId, place.matterId),
        eq(proceduralSteps.id, place.stepId),
        eq(trackings.id, place.trackingId),
        eq(trackings.proceedingId, place.proceedingId),
      ),
    );
  const [row] = lock ? await query.for("update", { of: documents }) : await query;
  if (!row) throw notFound();
  return row.document;
}
