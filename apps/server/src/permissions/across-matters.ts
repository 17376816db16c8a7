// What a caller may see of a resource across all the matters they take part in (the global
// activities list, the calendar, the calendar feed), as one SQL condition: every row for a
// SYSTEM_ADMIN, else the rows of their matters, a local counsel's only in their categories on a
// scoped resource. Built from the caller's participations (one small query), which come along for
// each row's permissions.
import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { participations } from "../db/schema/matters";
import type { Caller, MatterParticipation } from "./abilities";
import { loadMatterAccess, participationCategoryIds } from "./access";
import type { Resource } from "./matrix";
import { inCategories, limitedCategories } from "./scope";

export interface CrossMatterVisibility {
  /** The condition on the rows; undefined when the caller sees everything. */
  where: SQL | undefined;
  /** The condition reads the category column (the query must join it). */
  byCategory: boolean;
  participationByMatter: Map<number, MatterParticipation>;
}

export async function visibleAcrossMatters(
  db: DbOrTx,
  caller: Caller,
  resource: Resource,
  columns: { matterId: SQLWrapper; categoryId: SQLWrapper },
): Promise<CrossMatterVisibility> {
  const participationByMatter = new Map<number, MatterParticipation>();
  if (caller.securityRole === "SYSTEM_ADMIN")
    return { where: undefined, byCategory: false, participationByMatter };
  const rows = await db
    .select({
      matterId: participations.matterId,
      role: participations.role,
      categoryIds: participationCategoryIds(participations.id),
    })
    .from(participations)
    .where(eq(participations.userId, caller.id));
  const whole: number[] = [];
  const scoped: SQL[] = [];
  for (const row of rows) {
    const participation = { role: row.role, categoryIds: row.categoryIds.map(Number) };
    participationByMatter.set(row.matterId, participation);
    const limited = limitedCategories(caller, resource, participation);
    if (limited === null) whole.push(row.matterId);
    else
      scoped.push(
        and(sql`${columns.matterId} = ${row.matterId}`, inCategories(columns.categoryId, limited)) as SQL,
      );
  }
  const parts = [
    ...(whole.length > 0 ? [sql`${columns.matterId} = any(${sql.param(whole)}::int[])`] : []),
    ...scoped,
  ];
  return {
    where: parts.length > 0 ? or(...parts) : sql`false`,
    byCategory: scoped.length > 0,
    participationByMatter,
  };
}

/** A list's Matter filter must name a matter the caller may read (404 otherwise, as for the matter). */
export async function requireMatterFilter(db: DbOrTx, caller: Caller, matterId: number | undefined) {
  if (matterId !== undefined) await loadMatterAccess(db, caller, matterId);
}
