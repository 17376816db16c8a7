// Participations span three tables (participations, their categories, users): reading them in one
// query, and writing a participation's categories.
import type { CategoryOption } from "@litfolio/shared/matters";
import { isLocalCounselRole, type ParticipationRole } from "@litfolio/shared/permissions";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { categories, participationCategories, participations } from "../../db/schema/matters";
import { users } from "../../db/schema/users";
import { assertOfMatter } from "../../http/edits";
import { notFound } from "../../http/errors";

/** Participations with their user and categories (as one JSON column): one query for any list. */
export const selectParticipations = (db: DbOrTx) =>
  db
    .select({
      participation: participations,
      user: users,
      categories: sql<CategoryOption[]>`coalesce((
        select json_agg(json_build_object('id', ${categories.id}, 'type', ${categories.type},
                        'code', ${categories.code}, 'name', ${categories.name}) order by ${categories.code})
        from ${participationCategories} join ${categories} on ${categories.id} = ${participationCategories.categoryId}
        where ${participationCategories.participationId} = ${participations.id}), '[]'::json)`,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId));

export async function findParticipation(db: DbOrTx, matterId: number, participationId: number) {
  const [row] = await selectParticipations(db).where(
    and(eq(participations.matterId, matterId), eq(participations.id, participationId)),
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The categories a role keeps: local counsel roles their chosen ones (all of this matter, else 404),
 * every other role none (DECISIONS: changing to another role clears them).
 */
export async function categoriesFor(
  db: DbOrTx,
  matterId: number,
  role: ParticipationRole,
  chosen: { id: number }[],
): Promise<number[]> {
  if (!isLocalCounselRole(role)) return [];
  const ids = await assertOfMatter(
    db,
    categories,
    matterId,
    chosen.map((category) => category.id),
  );
  return ids.sort((a, b) => a - b);
}

export async function replaceCategories(tx: DbOrTx, participationId: number, categoryIds: number[]) {
  await tx
    .delete(participationCategories)
    .where(eq(participationCategories.participationId, participationId));
  if (categoryIds.length === 0) return;
  await tx
    .insert(participationCategories)
    .values(categoryIds.map((categoryId) => ({ participationId, categoryId })));
}
