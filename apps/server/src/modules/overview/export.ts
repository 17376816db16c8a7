// The overview as an Excel sheet (issue 17): a row per jurisdiction or workstream with the client's
// expected totals and the shares, then the Total row, as the overview page shows them.

import type { Overview, OverviewFigures } from "@litfolio/shared/overview";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import { proceedingStatusLabels } from "@litfolio/shared/proceedings";
import { type ExportColumn, type ExportSheet, oneBatch } from "../../export/workbook";

type OverviewExportRow = OverviewFigures & { label: string };

const columns = (firstAssetLabel: string): ExportColumn<OverviewExportRow>[] => [
  { header: "Jurisdiction or workstream", kind: "text", value: (row) => row.label },
  { header: "Proceedings", kind: "count", value: (row) => row.numberOfProceedings },
  {
    header: "Client's expected proceedings",
    kind: "count",
    value: (row) => row.expected.totalNumberOfProceedings,
  },
  { header: firstAssetLabel, kind: "count", value: (row) => row.totalNumberOfFirstAssets },
  {
    header: `Client's expected ${firstAssetLabel.toLowerCase()}`,
    kind: "count",
    value: (row) => row.expected.totalNumberOfFirstAssets,
  },
  {
    header: `Share with ${firstAssetLabel.toLowerCase()}`,
    kind: "percent",
    value: (row) => row.percentages.numberOfFirstAssetsInfo,
  },
  { header: "Claimed amount total (EUR)", kind: "amount", value: (row) => row.totalClaimAmount },
  {
    header: "Share with a claimed amount",
    kind: "percent",
    value: (row) => row.percentages.numberOfClaimAmountInfo,
  },
  { header: "Items total", kind: "count", value: (row) => row.totalNumberOfAssets },
  { header: "Share with items", kind: "percent", value: (row) => row.percentages.numberOfAssetsInfo },
  { header: "Collective proceedings", kind: "count", value: (row) => row.numberOfMassClaimProceedings },
];

export const overviewSheet = (
  overview: Overview,
  statuses: readonly ProceedingStatus[],
  subject: string,
): ExportSheet<OverviewExportRow> => ({
  name: "Overview",
  subject,
  filters: [`Statuses: ${statuses.map((status) => proceedingStatusLabels[status]).join(", ") || "none"}`],
  columns: columns(overview.firstAssetLabel ?? "First items"),
  batches: oneBatch(async () =>
    overview.categories.map((row) => ({ ...row, label: `${row.categoryCode} ${row.categoryText}` })),
  ),
  closing: [{ ...overview.total, label: "Total" }],
});
