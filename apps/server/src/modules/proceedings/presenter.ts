// The API shapes of a proceeding (SPEC 3 "Proceeding"): the list row and the full detail.
import type { CategoryOption } from "@litfolio/shared/matters";
import type { Verb } from "@litfolio/shared/permissions";
import {
  type Proceeding,
  type ProceedingSummary,
  proceedingStatusLabels,
  type WritStatus,
} from "@litfolio/shared/proceedings";
import type { proceedings } from "../../db/schema";

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
