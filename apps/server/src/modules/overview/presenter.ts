// The API shapes of expected totals (SPEC 3 "Totals") and of the overview (SPEC 3 "Overview
// aggregation"): a category's figures with its percentages, and the matter's Total row.
import type { ExpectedTotals, Overview, OverviewFigures, OverviewRow } from "@litfolio/shared/overview";
import { percentage, sumFigures } from "@litfolio/shared/overview";
import type { Verb } from "@litfolio/shared/permissions";
import type { expectedTotals } from "../../db/schema/overview";
import type { AggregateRow, TotalsRow } from "./queries";

export const presentTotals = ({ totals, category }: TotalsRow, permissions: Verb[]): ExpectedTotals => ({
  id: totals.id,
  category,
  totalNumberOfFirstAssets: totals.totalNumberOfFirstAssets,
  totalNumberOfProceedings: totals.totalNumberOfProceedings,
  version: totals.version,
  permissions,
});

/** The trail's view of expected totals. */
export const totalsTrail = (row: typeof expectedTotals.$inferSelect) => ({
  categoryId: row.categoryId,
  totalNumberOfFirstAssets: row.totalNumberOfFirstAssets,
  totalNumberOfProceedings: row.totalNumberOfProceedings,
});

const figuresOf = (row: AggregateRow): OverviewFigures => ({
  numberOfProceedings: row.proceedings,
  numberOfFirstAssets: row.withFirstAssets,
  totalNumberOfFirstAssets: row.firstAssets,
  totalClaimAmount: row.claimAmount,
  totalNumberOfAssets: row.assets,
  numberOfMassClaimProceedings: row.collective,
  expected: {
    totalNumberOfFirstAssets: row.expectedFirstAssets,
    totalNumberOfProceedings: row.expectedProceedings,
  },
  percentages: {
    numberOfClaimAmountInfo: percentage(row.withClaimAmount, row.proceedings),
    numberOfAssetsInfo: percentage(row.withAssets, row.proceedings),
    numberOfFirstAssetsInfo: percentage(row.withFirstAssets, row.proceedings),
  },
});

export function presentOverview(
  rows: readonly AggregateRow[],
  firstAssetLabel: string | null,
  permissions: Verb[],
): Overview {
  const categories: OverviewRow[] = rows.map((row) => ({
    ...figuresOf(row),
    category: { id: row.id, type: row.type, code: row.code, name: row.name },
    categoryCode: row.code,
    categoryText: row.name,
    totalsId: row.totalsId,
    totalsVersion: row.totalsVersion,
    totalsPermissions:
      row.totalsId === null
        ? permissions.filter((verb) => verb === "CREATE" || verb === "READ")
        : permissions,
  }));
  return { categories, total: sumFigures(categories), firstAssetLabel, permissions };
}
