// Connect's reads outside the token: the documents' copies in progress or failed (a matter's counted
// and listed with where each is filed, one document's for its retry).
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { activities, activityComments } from "../../db/schema/activities";
import { documents } from "../../db/schema/documents";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { type PageRequest, pageOf } from "../../http/listing";

export async function copyCounts(db: DbOrTx, matterId: number) {
  const [row] = await db
    .select({
      uploading: sql<number>`count(*) filter (where ${documents.status} = 'UPLOADING')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${documents.status} = 'FAILED')`.mapWith(Number),
    })
    .from(documents)
    .where(and(eq(documents.matterId, matterId), ne(documents.status, "SUCCEEDED")));
  return { uploading: row?.uploading ?? 0, failed: row?.failed ?? 0 };
}

/**
 * Documents with their step, or their comment's activity, and the proceeding of either (through the
 * tracking): where each is filed and its category (a local counsel's scope).
 */
function withPlaces<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(proceduralSteps, eq(proceduralSteps.id, documents.stepId))
    .leftJoin(activityComments, eq(activityComments.id, documents.commentId))
    .leftJoin(activities, eq(activities.id, activityComments.activityId))
    .innerJoin(
      trackings,
      eq(trackings.id, sql`coalesce(${proceduralSteps.trackingId}, ${activities.trackingId})`),
    )
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId));
}

/** The document of the matter whose copy a caller asks to retry: its uploader, state and category. */
export async function copyOfDocument(db: DbOrTx, documentId: number) {
  const [row] = await withPlaces(
    db
      .select({
        id: documents.id,
        matterId: documents.matterId,
        createdBy: documents.createdBy,
        status: documents.status,
        categoryId: proceedings.categoryId,
      })
      .from(documents)
      .$dynamic(),
  ).where(eq(documents.id, documentId));
  return row ?? null;
}

/** The matter of a document, for the route's access check; null when there is no such document. */
export async function matterOfDocument(db: DbOrTx, documentId: number) {
  const [row] = await db
    .select({ matterId: documents.matterId })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.matterId ?? null;
}

/** A page of a matter's failed copies, newest first, each with where it is filed (one query), and their count. */
export const failedCopies = (db: DbOrTx, matterId: number, page: PageRequest) =>
  pageOf(
    db,
    {
      select: withPlaces(
        db
          .select({
            id: documents.id,
            name: documents.name,
            reason: documents.reason,
            createdAt: documents.createdAt,
            creatorId: users.id,
            creatorFirstName: users.firstName,
            creatorLastName: users.lastName,
            stepId: proceduralSteps.id,
            stepTitle: proceduralSteps.title,
            trackingId: trackings.id,
            proceedingId: proceedings.id,
            proceedingCode: proceedings.proceedingCode,
            activityId: activities.id,
            activityTitle: activities.title,
          })
          .from(documents)
          .leftJoin(users, eq(users.id, documents.createdBy))
          .$dynamic(),
      ),
      countFrom: documents,
      where: and(eq(documents.matterId, matterId), eq(documents.status, "FAILED")),
      orderBy: [desc(documents.createdAt), desc(documents.id)],
    },
    page,
  );
