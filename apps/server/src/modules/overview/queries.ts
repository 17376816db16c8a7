// The overview's SQL: the expected totals of a matter's categories, and the aggregation of its
// proceedings per category in one statement (no loop over categories or proceedings).
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
 * claimants), and the expected totals. One statement: the proceedings' per-proceeding figures come
 * from the chosen proceedings and their grouped items, joined once, then grouped by category.
 */
export async function aggregate(
  db: DbOrTx,
  matterId: number,
  statuses: readonly ProceedingStatus[],
  scope: readonly number[] | null,
): Promise<{ rows: AggregateRow[]; firstAssetLabel: string | null }> {
  const inScope = scope === null ? sql`true` : scope.length === 0 ? sql`false` : sql`c.id in ${[...scope]}`;
  const chosenStatuses = statuses.length === 0 ? sql`false` : sql`p.status in ${[...statuses]}`;
  const result = await db.execute(sql`
    with first_label as (
      select id, name from asset_labels where matter_id = ${matterId} order by id limit 1
    ),
    chosen as (
      -- Collective: a mass claim, or a 21st claimant exists (reads at most 21 index entries, not all).
      select p.id, p.category_id, p.total_sum_in_euro,
        p.is_mass_claim or exists (select 1 from claimants cl where cl.proceeding_id = p.id offset 20) as collective
      from proceedings p
      where p.matter_id = ${matterId} and ${chosenStatuses}
    ),
    assets as (
      select a.proceeding_id, sum(a.number) as total, count(*) as rows,
             sum(a.number) filter (where a.asset_label_id = (select id from first_label)) as first
      from proceeding_assets a join chosen on chosen.id = a.proceeding_id
      group by a.proceeding_id
    )
    select c.id, c.type, c.code, c.name,
      count(chosen.id)::int as proceedings,
      count(assets.first)::int as "withFirstAssets",
      coalesce(sum(assets.first), 0)::bigint as "firstAssets",
      count(chosen.total_sum_in_euro)::int as "withClaimAmount",
      coalesce(sum(chosen.total_sum_in_euro), 0)::bigint as "claimAmount",
      count(*) filter (where assets.rows > 0)::int as "withAssets",
      coalesce(sum(assets.total), 0)::bigint as assets,
      count(*) filter (where chosen.collective)::int as collective,
      t.id as "totalsId", t.version as "totalsVersion",
      t.total_number_of_first_assets as "expectedFirstAssets",
      t.total_number_of_proceedings as "expectedProceedings",
      (select name from first_label) as "firstAssetLabel"
    from categories c
    left join chosen on chosen.category_id = c.id
    left join assets on assets.proceeding_id = chosen.id
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
