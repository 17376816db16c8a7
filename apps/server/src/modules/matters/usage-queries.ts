// How many proceedings use a matter, a category or a label: the counts shown in the configuration
// lists and the guard on deleting them. Each is one SQL expression correlated to the row's id, so a
// list counts in its own query (no query per row) and a delete checks with the same expression.
// Every count is served by an index on the referencing column (see db/schema/proceedings.ts).
import { Column, getTableName, is, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  proceedingAssets,
  proceedingDefendants,
  proceedingServedWrits,
  proceedings,
} from "../../db/schema/proceedings";
import { inCategories } from "../../permissions/scope";

export type UsageKind = "matter" | "category" | "assetLabel" | "defendantLabel" | "servedWritPlace";

/**
 * A column with its table name: drizzle writes a column of a one-table query without it, and
 * inside the subquery a bare "id" would mean the subquery's own table.
 */
const outer = (id: SQLWrapper): SQLWrapper =>
  is(id, Column) ? sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}` : id;

const usageCounts: Record<UsageKind, (id: SQLWrapper) => SQL<number>> = {
  matter: (id) => sql<number>`(select count(*) from ${proceedings} where ${proceedings.matterId} = ${id})`,
  category: (id) =>
    sql<number>`(select count(*) from ${proceedings} where ${proceedings.categoryId} = ${id})`,
  assetLabel: (id) =>
    sql<number>`(select count(*) from ${proceedingAssets} where ${proceedingAssets.assetLabelId} = ${id})`,
  defendantLabel: (id) =>
    sql<number>`(select count(*) from ${proceedingDefendants} where ${proceedingDefendants.defendantLabelId} = ${id})`,
  servedWritPlace: (id) =>
    sql<number>`(select count(*) from ${proceedingServedWrits} where ${proceedingServedWrits.servedWritPlaceId} = ${id})`,
};

/** The number of proceedings using the row whose id is `id` (a column or a value), as a SQL int. */
export const usageCount = (kind: UsageKind, id: SQLWrapper): SQL<number> =>
  usageCounts[kind](outer(id)).mapWith(Number);

export type LabelUsage = Exclude<UsageKind, "matter" | "category">;

const labelLinks = {
  assetLabel: [proceedingAssets, proceedingAssets.assetLabelId, proceedingAssets.proceedingId],
  defendantLabel: [
    proceedingDefendants,
    proceedingDefendants.defendantLabelId,
    proceedingDefendants.proceedingId,
  ],
  servedWritPlace: [
    proceedingServedWrits,
    proceedingServedWrits.servedWritPlaceId,
    proceedingServedWrits.proceedingId,
  ],
} as const;

/**
 * A configuration list's count as a local counsel may see it: only proceedings of their categories
 * (`scope`), and no count at all (null) for a category outside it, since another jurisdiction's
 * number of claims is not theirs to know. Without a scope, the plain count.
 */
export function countInScope(
  kind: "category" | LabelUsage,
  id: SQLWrapper,
  scope: readonly number[] | null,
): SQL<number | null> {
  if (!scope) return usageCount(kind, id);
  if (kind === "category") {
    // A local counsel always holds at least one category, so the list is never empty.
    const own = inCategories(outer(id), scope);
    return sql<number | null>`case when ${own} then ${usageCounts.category(outer(id))} end`.mapWith(Number);
  }
  // Every column with its table name: both tables of the join have an id.
  const [link, labelId, proceedingId] = labelLinks[kind];
  const inScope = inCategories(outer(proceedings.categoryId), scope);
  return sql<number>`(select count(*) from ${link} join ${proceedings} on ${outer(proceedings.id)} = ${outer(proceedingId)} where ${outer(labelId)} = ${outer(id)} and ${inScope})`.mapWith(
    Number,
  );
}
