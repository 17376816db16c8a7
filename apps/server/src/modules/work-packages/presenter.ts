// The API shape of a work package (SPEC 3 "Work package") and of an approval ("Work package approval").

import { centsToEuros } from "@litfolio/shared/dutch-numbers";
import type { Verb } from "@litfolio/shared/permissions";
import type {
  WorkPackage,
  WorkPackageApproval,
  WorkPackageChange,
  WorkPackageModification,
} from "@litfolio/shared/work-packages";
import { workPackageStatusLabels } from "@litfolio/shared/work-packages";
import type {
  workPackageApprovals,
  workPackageModifications,
  workPackages,
} from "../../db/schema/work-packages";
import { type PersonRow, presentPerson } from "../../permissions/people";

export type PackageRow = typeof workPackages.$inferSelect;

export interface PackageReadRow {
  workPackage: PackageRow;
  creator: PersonRow | null;
  assignee: PersonRow | null;
  modifier: PersonRow | null;
}

export interface ModificationReadRow {
  modification: typeof workPackageModifications.$inferSelect;
  editor: PersonRow | null;
}

export interface ApprovalReadRow {
  approval: typeof workPackageApprovals.$inferSelect;
  creator: PersonRow | null;
}

/** Edits set `updatedAt` (an approval does not): a package is modified once it differs from its creation. */
const modified = (row: PackageRow) => row.updatedAt.getTime() !== row.createdAt.getTime();

/** `withEmail`: the people's e-mail addresses for callers who may READ participants (`seesEmailAddresses`). */
export function presentWorkPackage(
  { workPackage: row, creator, assignee, modifier }: PackageReadRow,
  permissions: Verb[],
  withEmail: boolean,
): WorkPackage {
  return {
    id: { matterId: row.matterId, number: row.number },
    title: row.title,
    whyEssential: row.whyEssential,
    planning: row.planning,
    claimExposureAndImpact: row.claimExposureAndImpact,
    numberDafTrucks: row.numberDafTrucks,
    numberHoursExpected: row.numberHoursExpected,
    totalAmount: centsToEuros(row.totalAmount),
    notesAmount: row.notesAmount,
    splitBetweenParties: row.splitBetweenParties,
    freeEarnersRole: row.feeEarnersRole,
    workStream: row.workStream,
    jurisdiction: row.jurisdiction,
    assumptions: row.assumptions,
    createdBy: presentPerson(creator, withEmail),
    assignee: presentPerson(assignee, withEmail),
    status: { key: row.status, value: workPackageStatusLabels[row.status] },
    createdDate: row.createdAt.toISOString(),
    lastModifiedBy: modified(row) ? presentPerson(modifier, withEmail) : null,
    lastModifiedDate: modified(row) ? row.updatedAt.toISOString() : null,
    version: row.version,
    permissions,
  };
}

export const presentApproval = (
  { approval, creator }: ApprovalReadRow,
  withEmail: boolean,
): WorkPackageApproval => ({
  id: approval.id,
  status: approval.status,
  amountApproved: approval.amountApproved === null ? null : centsToEuros(approval.amountApproved),
  comments: approval.comments,
  createdBy: presentPerson(creator, withEmail),
  createdDate: approval.createdAt.toISOString(),
});

/** A change as answered: the amount (stored in cents) in EUR, as everywhere in the API. */
const presentChange = (change: WorkPackageChange): WorkPackageChange =>
  change.field === "totalAmount"
    ? {
        ...change,
        old: typeof change.old === "number" ? centsToEuros(change.old) : change.old,
        new: typeof change.new === "number" ? centsToEuros(change.new) : change.new,
      }
    : change;

export const presentModification = (
  { modification, editor }: ModificationReadRow,
  withEmail: boolean,
): WorkPackageModification => ({
  date: modification.modifiedAt.toISOString(),
  by: presentPerson(editor, withEmail),
  changes: modification.changes.map(presentChange),
});

/** The trail's view of a package: its own columns. */
export const packageTrail = (row: PackageRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...columns } = row;
  return columns;
};
