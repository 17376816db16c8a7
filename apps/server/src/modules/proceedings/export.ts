// The proceedings list as an Excel sheet (issue 17): every proceeding under the list's search,
// filters and sort (all pages), with the list's columns and a few the table leaves to the detail.
import {
  type ProceedingSearchColumn,
  type ProceedingSummary,
  proceedingSearchColumnLabels,
  proceedingStatusLabels,
} from "@litfolio/shared/proceedings";
import type { DbOrTx } from "../../db/client";
import { type ExportColumn, type ExportSheet, inBatches } from "../../export/workbook";
import type { MatterAccess } from "../../permissions/access";
import { listProceedings, type ProceedingListQuery } from "./list-queries";
import { presentProceedingSummary } from "./presenter";

const columns: ExportColumn<ProceedingSummary>[] = [
  { header: "Code", kind: "text", value: (p) => p.proceedingCode },
  { header: "Jurisdiction/workstream", kind: "text", value: (p) => `${p.category.code} ${p.category.name}` },
  { header: "Local counsel code", kind: "text", value: (p) => p.localCounselProceedingCode },
  { header: "Plaintiff", kind: "text", value: (p) => p.plaintiff.fullName },
  { header: "Plaintiff (short)", kind: "text", value: (p) => p.plaintiff.shortName },
  { header: "Law firm", kind: "text", value: (p) => p.lawFirm?.name ?? null },
  { header: "Court", kind: "text", value: (p) => p.court.name },
  { header: "Court location", kind: "text", value: (p) => p.court.location },
  { header: "Court record number", kind: "text", value: (p) => p.court.recordNumber },
  { header: "Status", kind: "text", value: (p) => p.status.value },
  { header: "Mass claim", kind: "yesNo", value: (p) => p.isMassClaim },
  { header: "Issue date", kind: "date", value: (p) => p.issueDate },
  {
    header: "Contact person",
    kind: "text",
    value: (p) => `${p.dbResponsible.firstName} ${p.dbResponsible.lastName}`,
  },
  { header: "Claimed (EUR)", kind: "amount", value: (p) => p.totalSumInEuro },
];

type Criteria = Partial<Record<Exclude<ProceedingSearchColumn, "period">, string>>;

/** The statuses and search criteria in words, for the title row and the audit trail. */
export function proceedingFilters(query: ProceedingListQuery): string[] {
  const statuses = query.statuses.map((status) => proceedingStatusLabels[status]).join(", ");
  const criteria = Object.entries(query as Criteria)
    .filter(([field, value]) => field in proceedingSearchColumnLabels && typeof value === "string" && value)
    .map(
      ([field, value]) =>
        `${proceedingSearchColumnLabels[field as ProceedingSearchColumn]} contains "${value}"`,
    );
  const period =
    query.writStartDate || query.writEndDate
      ? [
          `${proceedingSearchColumnLabels.period} ${query.writStartDate ?? "…"} and ${query.writEndDate ?? "…"}`,
        ]
      : [];
  return [`Statuses: ${statuses || "all"}`, ...criteria, ...period];
}

export const proceedingsSheet = (
  db: DbOrTx,
  access: MatterAccess,
  query: ProceedingListQuery,
  subject: string,
): ExportSheet<ProceedingSummary> => ({
  name: "Proceedings",
  subject,
  filters: proceedingFilters(query),
  columns,
  batches: inBatches(async (offset, size) => {
    // The list pages by page number: a batch is a page of the batch size.
    const { rows } = await listProceedings(db, access, { ...query, page: offset / size, size });
    return rows.map((row) => presentProceedingSummary(row, []));
  }),
});
