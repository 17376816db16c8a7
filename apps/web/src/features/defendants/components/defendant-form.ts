// The defendant edit dialog's values and rules (SPEC 2.3 "Defendants tab", 4, 5.7): involvement is
// required; the status is required unless the defendant is not involved, and then it is cleared and
// may stay empty; the principal truck maker has no third-party-notice date. The shared defendantBody
// validates the values as the server does.
import type { ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import {
  type DefendantInvolvement,
  type DefendantStatus,
  defendantInvolvementLabels,
  defendantInvolvements,
  defendantStatuses,
  defendantStatusLabels,
} from "@litfolio/shared/proceedings";
import type { SelectOption } from "../../../components/form/SelectField";

export const maxCommentLength = 255;

/** As the form holds them: null until chosen (the schema answers "This field is required"). */
export interface DefendantValues {
  id: { label: { id: number } };
  involvement: DefendantInvolvement | null;
  status: DefendantStatus | null;
  tpnSentDate: string;
  joinedDate: string;
  comment: string;
  /** The version loaded: null for a defendant not assessed yet (no row: the save creates it). */
  version: number | null;
}

export function defendantValues(defendant: ProceedingDefendant): DefendantValues {
  return {
    id: { label: { id: defendant.id.label.id } },
    involvement: defendant.involvement?.key ?? null,
    status: defendant.status?.key ?? null,
    tpnSentDate: defendant.tpnSentDate ?? "",
    joinedDate: defendant.joinedDate ?? "",
    comment: defendant.comment ?? "",
    version: defendant.version,
  };
}

export const statusRequired = (involvement: DefendantInvolvement | null) => involvement !== "NOT_INVOLVED";

export const involvementOptions: SelectOption[] = defendantInvolvements.map((key) => ({
  value: key,
  label: defendantInvolvementLabels[key],
}));

const statusChoices: SelectOption[] = defendantStatuses.map((key) => ({
  value: key,
  label: defendantStatusLabels[key],
}));

/** A defendant that is not involved may have no status: the list then offers "None". */
export const statusOptions = (involvement: DefendantInvolvement | null): SelectOption[] =>
  statusRequired(involvement) ? statusChoices : [{ value: "", label: "None" }, ...statusChoices];

/** "12/255": the comment counter. */
