// The overview's SQL: the expected totals of a matter's categories, and its proceedings' figures per
// category as the database keeps them (category_figures), in one statement.
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { categories } from "../../db/schema/matters";
import { expectedTotals } from "../../db/schema/overview";
import { notFound } from "../../http/errors";
import { categoryCondition } from "../../permissions/scope";

const categoryColumns = {
  id: categories.id,
  type: categories.type,
  code: categories.code,
  name: categories.name,
};

const selectTotals = (db: DbOrTx) =>
  db
    .select({ totals: expectedTotals, category: categoryColumns })
    .from(expectedTotals)
    .innerJoin(categories, eq(categories.id, expectedTotals.categoryId))
    .$dynamic();

export type TotalsRow = Awaited<ReturnType<ReturnType<typeof selectTotals>["execute"]>>[number];

/** The matter's expected totals, by category type and code; only `scope`'s categories when limited. */
export const listTotals = (db: DbOrTx, matterId: number, scope: readonly number[] | null) =>
  selectTotals(db)
    .where(and(eq(expectedTotals.matterId, matterId), categoryCondition(categories.id, scope)))
    .orderBy(asc(categories.type), asc(categories.code));

/** One of the matter's expected totals, by id or by its category's code (404 otherwise). */
export async function findTotals(
  db: DbOrTx,
  matterId: number,
  by: { id: number } | { categoryCode: string },
  { lock = false } = {},
): Promise<TotalsRow> {
  const which =
    "id" in by
      ? eq(expectedTotals.id, by.id)
      : eq(sql`upper(${categories.code})`, by.categoryCode.toUpperCase());
  const query = selectTotals(db).where(and(eq(expectedTotals.matterId, matterId), which));
  const [row] = lock ? await query.for("update", { of: expectedTotals }) : await query;
  if (!row) throw notFound();
  return row;
}

export interface AggregateRow {
  id: number;
  type: "jurisdiction" | "workstream";
  code: string;
  name: string;
  proceedings: number;
  withFirstAssets: number;
  firstAssets: number;
  withClaimAmount: number;
  claimAmount: number;
  withAssets: number;
  assets: number;
  collective: number;
  totalsId: number | null;
  totalsVersion: number | null;
  expectedFirstAssets: number | null;
  expectedProceedings: number | null;
}

/**
 * Per category of the matter (in `scope`), its proceedings of the given statuses added up: how many,
 * the first item's counts (DECISIONS "First assets": the matter's item label with the lowest id), the
 * claimed EUR totals, every item count, the collective ones (a mass claim or more than 20
 * claimants), and the expected totals. Read from `category_figures`, which the database's triggers
 * keep equal to those sums over the proceedings (the overview_figures migration): a few rows a category, not the
 * matter's proceedings, items and claimants.
 */
export async function aggregate(
  db: DbOrTx,
  matterId: number,
  statuses: readonly ProceedingStatus[],
  scope: readonly number[] | null,
): Promise<{ rows: AggregateRow[]; firstAssetLabel: string | null }> {
  // Arrays, not value lists: one statement text (prepared once) whatever the statuses and scope.
  const inScope = categoryCondition(sql`c.id`, scope) ?? sql`true`;
  const result = await db.execute(sql`
    select c.id, c.type, c.code, c.name,
      coalesce(sum(f.proceedings), 0)::int as proceedings,
      coalesce(sum(f.with_first_assets), 0)::int as "withFirstAssets",
      coalesce(sum(f.first_assets), 0)::bigint as "firstAssets",
      coalesce(sum(f.with_claim_amount), 0)::int as "withClaimAmount",
      coalesce(sum(f.claim_amount), 0)::bigint as "claimAmount",
      coalesce(sum(f.with_assets), 0)::int as "withAssets",
      coalesce(sum(f.assets), 0)::bigint as assets,
      coalesce(sum(f.collective), 0)::int as collective,
      t.id as "totalsId", t.version as "totalsVersion",
      t.total_number_of_first_assets as "expectedFirstAssets",
      t.total_number_of_proceedings as "expectedProceedings",
      (select name from asset_labels where matter_id = ${matterId} order by id limit 1) as "firstAssetLabel"
    from categories c
    left join category_figures f on f.category_id = c.id and f.status = any(${sql.param([...statuses])}::text[])
    left join expected_totals t on t.category_id = c.id
    where c.matter_id = ${matterId} and ${inScope}
    group by c.id, t.id
    order by c.type, c.code
  `);
  const numbers = (row: Record<string, unknown>): AggregateRow => ({
    ...(row as unknown as AggregateRow),
    firstAssets: Number(row.firstAssets),
    claimAmount: Number(row.claimAmount),
    assets: Number(row.assets),
    expectedFirstAssets: row.expectedFirstAssets === null ? null : Number(row.expectedFirstAssets),
    expectedProceedings: row.expectedProceedings === null ? null : Number(row.expectedProceedings),
  });
  // node-postgres and PGlite both answer { rows }; bigint sums arrive as text.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return { rows: rows.map(numbers), firstAssetLabel: (rows[0]?.firstAssetLabel as string | null) ?? null };
}
