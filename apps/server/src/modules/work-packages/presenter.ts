// The API shape of a work package (SPEC 3 "Work package") and of an approval ("Work package approval").

import type { Verb } from "@litfolio/shared/permissions";
import type { WorkPackage, WorkPackageApproval } from "@litfolio/shared/work-packages";
import { workPackageStatusLabels } from "@litfolio/shared/work-packages";
import type { workPackageApprovals, workPackages } from "../../db/schema/work-packages";

type Person = { id: number; firstName: string; lastName: string; emailAddress: string };
export type PackageRow = typeof workPackages.$inferSelect;

export interface PackageReadRow {
  workPackage: PackageRow;
  creator: Person | null;
  assignee: Person | null;
  modifier: Person | null;
}

export interface ApprovalReadRow {
  approval: typeof workPackageApprovals.$inferSelect;
  creator: Person | null;
}

/** Edits set `updatedAt` (an approval does not): a package is modified once it differs from its creation. */
const modified = (row: PackageRow) => row.updatedAt.getTime() !== row.createdAt.getTime();

export function presentWorkPackage(
  { workPackage: row, creator, assignee, modifier }: PackageReadRow,
  permissions: Verb[],
): WorkPackage {
  return {
    id: { matterId: row.matterId, number: row.number },
    title: row.title,
    whyEssential: row.whyEssential,
    planning: row.planning,
    claimExposureAndImpact: row.claimExposureAndImpact,
    numberDafTrucks: row.numberDafTrucks,
    numberHoursExpected: row.numberHoursExpected,
    totalAmount: row.totalAmount,
    notesAmount: row.notesAmount,
    splitBetweenParties: row.splitBetweenParties,
    freeEarnersRole: row.feeEarnersRole,
    workStream: row.workStream,
    jurisdiction: row.jurisdiction,
    assumptions: row.assumptions,
    createdBy: creator,
    assignee,
    status: { key: row.status, value: workPackageStatusLabels[row.status] },
    createdDate: row.createdAt.toISOString(),
    lastModifiedBy: modified(row) ? modifier : null,
    lastModifiedDate: modified(row) ? row.updatedAt.toISOString() : null,
    version: row.version,
    permissions,
  };
}

export const presentApproval = ({ approval, creator }: ApprovalReadRow): WorkPackageApproval => ({
  id: approval.id,
  status: approval.status,
  amountApproved: approval.amountApproved,
  comments: approval.comments,
  createdBy: creator,
  createdDate: approval.createdAt.toISOString(),
});

/** The trail's view of a package: its own columns. */
export const packageTrail = (row: PackageRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...columns } = row;
  return columns;
};
