// The participations' SQL: participations with their user and categories (one query for any list),
// a page of them, one, a user's on a matter, and whether one is an assignee.
import type { CategoryOption } from "@litfolio/shared/matters";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { categories, participationCategories, participations } from "../../db/schema/matters";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import type { PageRequest } from "../../http/listing";
import { pageOf, sortOrder } from "../../http/listing";

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

const sortColumns = {
  emailAddress: users.emailAddress,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  role: participations.role,
};

export const listParticipations = (db: DbOrTx, matterId: number, query: PageRequest & { sort?: string }) =>
  pageOf(
    db,
    {
      select: selectParticipations(db).$dynamic(),
      countFrom: participations,
      where: eq(participations.matterId, matterId),
      orderBy: sortOrder(query.sort, "emailAddress,asc", sortColumns, participations.id),
    },
    query,
  );

export async function findParticipation(db: DbOrTx, matterId: number, participationId: number) {
  const [row] = await selectParticipations(db).where(
    and(eq(participations.matterId, matterId), eq(participations.id, participationId)),
  );
  if (!row) throw notFound();
  return row;
}

/** The user's participation on the matter, if they have one. */
export const participationOfUser = async (db: DbOrTx, matterId: number, userId: number) =>
  (
    await selectParticipations(db).where(
      and(eq(participations.matterId, matterId), eq(participations.userId, userId)),
    )
  )[0];

/** Whether the user is one of the matter's assignees (a participant whose account is in use). */
export async function isAssignee(db: DbOrTx, matterId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(
      and(eq(participations.matterId, matterId), eq(participations.userId, userId), eq(users.deleted, false)),
    );
  return row !== undefined;
}
