// The missed deadlines of a matter as an Excel sheet: every row of the list under its filters and
// sort, read with the list's own query in pages of 1,000.
import type { MissedDeadline } from "@litfolio/shared/missed-deadlines";
import type { DbOrTx } from "../../db/client";
import { type ExportColumn, type ExportSheet, inBatches } from "../../export/workbook";
import { presentMissedDeadline } from "./presenter";
import { categoryName, listMissedDeadlines, type MissedDeadlineFilter } from "./queries";

const columns: ExportColumn<MissedDeadline>[] = [
  { header: "Proceedings", kind: "text", value: (row) => row.proceeding.code },
  {
    header: "Jurisdiction/workstream",
    kind: "text",
    value: (row) => `${row.proceeding.category.code} ${row.proceeding.category.name}`,
  },
  { header: "Status", kind: "text", value: (row) => row.proceeding.status.value },
  { header: "Procedural step", kind: "text", value: (row) => `${row.step.number}. ${row.step.title}` },
  { header: "Deadline", kind: "date", value: (row) => row.step.deadline },
  { header: "Days overdue", kind: "count", value: (row) => row.daysOverdue },
  { header: "Court hearing", kind: "yesNo", value: (row) => row.step.courtHearing },
  { header: "Client deadline", kind: "yesNo", value: (row) => row.step.clientDeadline },
  {
    header: "Responsible",
    kind: "text",
    value: (row) => `${row.responsible.firstName} ${row.responsible.lastName}`,
  },
];

/** The filters in words, for the title row and the audit trail. */
export async function missedDeadlineFilterWords(db: DbOrTx, filter: MissedDeadlineFilter): Promise<string[]> {
  const category =
    filter.categoryId === undefined
      ? null
      : ((await categoryName(db, filter.matterId, filter.categoryId)) ?? String(filter.categoryId));
  return [
    ...(category ? [`Jurisdiction/workstream: ${category}`] : []),
    ...(filter.courtHearing ? ["Court hearings only"] : []),
    ...(filter.clientDeadline ? ["Client deadlines only"] : []),
  ];
}

export const missedDeadlinesSheet = (
  db: DbOrTx,
  filter: MissedDeadlineFilter,
  filters: string[],
  subject: string,
): ExportSheet<MissedDeadline> => ({
  name: "Missed deadlines",
  subject,
  filters,
  columns,
  batches: inBatches(async (offset, size) => {
    const { rows } = await listMissedDeadlines(db, filter, { page: offset / size, size });
    return rows.map((row) => presentMissedDeadline(row, filter.today));
  }),
});
