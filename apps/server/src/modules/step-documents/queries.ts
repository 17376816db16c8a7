// The step documents' SQL shared by the tracking answers (each step's documents) and the document
// routes.
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { documents } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import type { DocumentRow } from "./presenter";

const documentColumns = {
  id: documents.id,
  stepId: documents.stepId,
  name: documents.name,
  size: documents.size,
  contentType: documents.contentType,
  status: documents.status,
  reason: documents.reason,
  createdAt: documents.createdAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

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
