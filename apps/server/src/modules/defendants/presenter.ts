// The API shape of a proceeding's defendant (SPEC 3 "Proceeding defendant", 4): each defendant label
// of the matter, with its row for the proceeding once assessed, and the warning its state calls for.

import { defendantWarning, type ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import {
  type DefendantInvolvement,
  defendantInvolvementLabels,
  defendantStatusLabels,
} from "@litfolio/shared/proceedings";
import type { proceedingDefendants } from "../../db/schema/proceedings";

export type DefendantRow = typeof proceedingDefendants.$inferSelect;
type LabelRow = { id: number; name: string };

const keyValue = <K extends string>(key: K | null, labels: Record<K, string>) =>
  key ? { key, value: labels[key] } : null;

export function presentDefendant(
  label: LabelRow,
  row: DefendantRow | null,
  principal: boolean,
): ProceedingDefendant {
  const involvement = (row?.involvement ?? null) as DefendantInvolvement | null;
  const state = { principal, involvement, tpnSentDate: row?.tpnSentDate ?? null };
  return {
    rowId: row?.id ?? null,
    id: { label: { id: label.id, name: label.name } },
    label: label.name,
    principal,
    involvement: keyValue(involvement, defendantInvolvementLabels),
    status: keyValue(row?.status ?? null, defendantStatusLabels),
    tpnSentDate: row?.tpnSentDate ?? null,
    joinedDate: row?.joinedDate ?? null,
    comment: row?.comment ?? null,
    alert: row?.alert ?? false,
    warning: row ? defendantWarning(state) : null,
    version: row?.version ?? null,
  };
}
