// How many proceedings use a matter, a category or a label: the counts shown in the configuration
// lists and the guard on deleting them. Each is one SQL expression correlated to the row's id, so a
// list counts in its own query (no query per row) and a delete checks with the same expression.
// Every count is served by an index on the referencing column (see db/schema.ts).
import { Column, getTableName, is, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { proceedingAssets, proceedingDefendants, proceedingServedWrits, proceedings } from "../../db/schema";

export type UsageKind = "matter" | "category" | "assetLabel" | "defendantLabel" | "servedWritPlace";

/**
 * The outer row's id with its table name: drizzle writes a column of a one-table query without it,
 * and inside the subquery a bare "id" would mean the subquery's own table.
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
