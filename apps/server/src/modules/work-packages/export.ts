// A matter's work packages as an Excel sheet (issue 17): every package in the list's sort (newest
// number first unless sorted otherwise), with every column of the table and the last change.
import type { WorkPackage } from "@litfolio/shared/work-packages";
import type { DbOrTx } from "../../db/client";
import { type ExportColumn, type ExportSheet, inBatches } from "../../export/workbook";
import { presentWorkPackage } from "./presenter";
import { listPackages } from "./queries";

const person = (someone: { firstName: string; lastName: string } | null) =>
  someone ? `${someone.firstName} ${someone.lastName}` : null;

const columns: ExportColumn<WorkPackage>[] = [
  { header: "Id", kind: "count", value: (row) => row.id.number },
  { header: "Status", kind: "text", value: (row) => row.status.value },
  { header: "Title", kind: "text", value: (row) => row.title },
  { header: "Why essential", kind: "text", value: (row) => row.whyEssential },
  { header: "Planning", kind: "text", value: (row) => row.planning },
  { header: "Created by", kind: "text", value: (row) => person(row.createdBy) },
  { header: "Created date", kind: "date", value: (row) => row.createdDate.slice(0, 10) },
  { header: "Claim exposure and impact", kind: "text", value: (row) => row.claimExposureAndImpact },
  { header: "Number of trucks", kind: "text", value: (row) => row.numberDafTrucks },
  { header: "Hours expected", kind: "text", value: (row) => row.numberHoursExpected },
  { header: "Total amount (EUR)", kind: "amount", value: (row) => row.totalAmount },
  { header: "Notes amount", kind: "text", value: (row) => row.notesAmount },
  { header: "Split between parties", kind: "text", value: (row) => row.splitBetweenParties },
  { header: "Fee-earners role", kind: "text", value: (row) => row.freeEarnersRole },
  { header: "Workstream", kind: "text", value: (row) => row.workStream },
  { header: "Jurisdiction", kind: "text", value: (row) => row.jurisdiction },
  { header: "Assumptions", kind: "text", value: (row) => row.assumptions },
  { header: "Assignee", kind: "text", value: (row) => person(row.assignee) },
  { header: "Last modified by", kind: "text", value: (row) => person(row.lastModifiedBy) },
  { header: "Last modified date", kind: "date", value: (row) => row.lastModifiedDate?.slice(0, 10) ?? null },
];

export const workPackagesSheet = (
  db: DbOrTx,
  matterId: number,
  query: { sort?: string },
  subject: string,
): ExportSheet<WorkPackage> => ({
  name: "Work packages",
  subject,
  filters: [],
  columns,
  batches: inBatches(async (offset, size) => {
    const { rows } = await listPackages(db, matterId, { sort: query.sort, page: offset / size, size });
    // The sheet has no actions and shows people by name: no verbs, no e-mail addresses.
    return rows.map((row) => presentWorkPackage(row, [], false));
  }),
});
