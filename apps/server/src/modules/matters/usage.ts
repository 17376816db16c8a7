// How many proceedings use a matter, a category or a label: the counts shown in the configuration
// lists and the guard on deleting them. Each is one SQL expression correlated to the row's id, so a
// list counts in its own query (no query per row) and a delete checks with the same expression.
// Proceedings arrive with issue 4; until then nothing uses anything and every count is 0. Issue 4
// replaces the `0` of each kind with its subquery, e.g. for a category
// sql`(select count(*)::int from proceedings p where p.category_id = ${id})`.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

export type UsageKind = "matter" | "category" | "assetLabel" | "defendantLabel" | "servedWritPlace";

const usageCounts: Record<UsageKind, (id: SQLWrapper) => SQL<number>> = {
  matter: () => sql<number>`0`,
  category: () => sql<number>`0`,
  assetLabel: () => sql<number>`0`,
  defendantLabel: () => sql<number>`0`,
  servedWritPlace: () => sql<number>`0`,
};

/** The number of proceedings using the row whose id is `id` (a column or a value), as a SQL int. */
export const usageCount = (kind: UsageKind, id: SQLWrapper): SQL<number> =>
  usageCounts[kind](id).mapWith(Number);
