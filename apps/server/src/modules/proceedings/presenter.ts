// The API shapes of a proceeding (SPEC 3 "Proceeding"): the list row, the full detail and its status
// history.
import type { CategoryOption } from "@litfolio/shared/matters";
import type { Verb } from "@litfolio/shared/permissions";
import {
  type Proceeding,
  type ProceedingStatus,
  type ProceedingStatusChange,
  type ProceedingSummary,
  proceedingStatusLabels,
  type WritStatus,
} from "@litfolio/shared/proceedings";
import type { proceedings } from "../../db/schema/proceedings";

export type ProceedingRow = typeof proceedings.$inferSelect;

/** A proceeding with its category and matter name (every list row). */
export interface ProceedingListRow {
  proceeding: ProceedingRow;
  category: CategoryOption;
  matterName: string;
}

/** The detail adds the item rows and served writs with their names (one query, JSON columns). */
export interface ProceedingDetailRow extends ProceedingListRow {
  assets: { labelId: number; name: string; number: number }[];
  servedWrits: { placeId: number; name: string; status: WritStatus; servedOn: string | null }[];
  dynamicAssetValue: number | null;
}

export const presentProceedingSummary = (
  { proceeding: p, category, matterName }: ProceedingListRow,
  permissions: Verb[],
): ProceedingSummary => ({
  id: p.id,
  matter: { id: p.matterId, name: matterName },
  proceedingCode: p.proceedingCode,
  localCounselProceedingCode: p.localCounselProceedingCode,
  category,
  status: { key: p.status, value: proceedingStatusLabels[p.status] },
  isMassClaim: p.isMassClaim,
  issueDate: p.issueDate,
  plaintiff: { fullName: p.plaintiffFullName, shortName: p.plaintiffShortName },
  lawFirm: p.lawFirm ? { name: p.lawFirm } : null,
  court: { name: p.courtName, location: p.courtLocation, recordNumber: p.courtRecordNumber },
  dbResponsible: {
    firstName: p.dbResponsibleFirstName,
    lastName: p.dbResponsibleLastName,
    emailAddress: p.dbResponsibleEmailAddress,
    telephoneNumber: p.dbResponsibleTelephoneNumber,
  },
  totalSumInEuro: p.totalSumInEuro,
  defendantsAlert: p.defendantsAlert,
  needsReview: p.defendantsAlert,
  permissions,
  version: p.version,
});

export const presentProceeding = (row: ProceedingDetailRow, permissions: Verb[]): Proceeding => ({
  ...presentProceedingSummary(row, permissions),
  lawFirms: row.proceeding.lawFirms,
  localCounsels: row.proceeding.localCounsels,
  expert: row.proceeding.expert,
  totalNumberOfAssets: row.assets.reduce((sum, asset) => sum + asset.number, 0),
  dynamicAssetValue: row.dynamicAssetValue,
  assets: row.assets.map((asset) => ({
    id: { label: { id: asset.labelId, name: asset.name } },
    number: asset.number,
  })),
  servedWrits: row.servedWrits.map((writ) => ({
    id: { servedWritAt: { id: writ.placeId, name: writ.name } },
    status: writ.status,
    servedOn: writ.servedOn,
  })),
  claimedCosts: { ...row.proceeding.claimedCosts, totalSumInEuro: row.proceeding.totalSumInEuro },
});

/** An audit entry that changed a proceeding's status, with who made it (none: the system). */
export interface StatusChangeRow {
  at: Date;
  change: { old: unknown; new: unknown };
  actorId: number | null;
  firstName: string | null;
  lastName: string | null;
}

const statusOf = (value: unknown) =>
  typeof value === "string" && value in proceedingStatusLabels
    ? { key: value as ProceedingStatus, value: proceedingStatusLabels[value as ProceedingStatus] }
    : null;

/** The changes to a known status, oldest first as read. */
export const presentStatusChanges = (rows: StatusChangeRow[]): ProceedingStatusChange[] =>
  rows.flatMap((row) => {
    const to = statusOf(row.change.new);
    if (!to) return [];
    const changedBy =
      row.actorId === null
        ? null
        : { id: row.actorId, firstName: row.firstName ?? "", lastName: row.lastName ?? "" };
    return [{ at: row.at.toISOString(), from: statusOf(row.change.old), to, changedBy }];
  });
