// The proceeding form's values and what it sends (SPEC 3 "Proceeding", 5.4). The form holds what the
// inputs show (texts, "" for empty, null for a choice not made yet); the shared proceedingBody schema
// validates them and normalises them as saved (empty local counsel names and item rows without a
// number dropped, a total amount the types do not call for nulled, each cost component keeping what
// its type uses), and proceedingRequest turns that result back into the API's body.
import { emptyClaimedCosts } from "@litfolio/shared/costs";
import type {
  Proceeding,
  ProceedingBody,
  ProceedingFields,
  ProceedingStatus,
  WritStatus,
} from "@litfolio/shared/proceedings";
import type { UseFormReturn } from "react-hook-form";
import {
  type CostBlockValues,
  costBlockRequest,
  costBlockValues,
} from "../../../../components/costs/cost-block-form";

export interface ServedWritValues {
  id: { servedWritAt: { id: number } | null };
  status: WritStatus | null;
  servedOn: string;
}

export interface AssetValues {
  id: { label: { id: number } | null };
  number: string;
}

export interface ProceedingFormValues {
  id?: number;
  category: { id: number } | null;
  localCounselProceedingCode: string;
  status: { key: ProceedingStatus } | null;
  isMassClaim: boolean;
  issueDate: string;
  plaintiff: { fullName: string; shortName: string };
  lawFirm: { name: string };
  lawFirms: { name: string }[];
  localCounsels: { name: string; location: string }[];
  expert: string;
  court: { name: string; location: string; recordNumber: string };
  dbResponsible: { firstName: string; lastName: string; emailAddress: string; telephoneNumber: string };
  servedWrits: ServedWritValues[];
  assets: AssetValues[];
  claimedCosts: CostBlockValues;
}

/** The form's handle, which its sections share. */
export type ProceedingForm = UseFormReturn<ProceedingFormValues>;

const text = (value: string | null | undefined) => value ?? "";

const emptyProceeding = (): ProceedingFormValues => ({
  category: null,
  localCounselProceedingCode: "",
  status: null,
  isMassClaim: false,
  issueDate: "",
  plaintiff: { fullName: "", shortName: "" },
  lawFirm: { name: "" },
  lawFirms: [],
  localCounsels: [],
  expert: "",
  court: { name: "", location: "", recordNumber: "" },
  dbResponsible: { firstName: "", lastName: "", emailAddress: "", telephoneNumber: "" },
  servedWrits: [],
  assets: [],
  claimedCosts: costBlockValues(emptyClaimedCosts()),
});

/** The form's start: empty for a new proceeding, else the proceeding as loaded. */
export function proceedingFormValues(proceeding: Proceeding | null): ProceedingFormValues {
  if (!proceeding) return emptyProceeding();
  const { court, dbResponsible, plaintiff } = proceeding;
  return {
    id: proceeding.id,
    category: { id: proceeding.category.id },
    localCounselProceedingCode: text(proceeding.localCounselProceedingCode),
    status: { key: proceeding.status.key },
    isMassClaim: proceeding.isMassClaim,
    issueDate: text(proceeding.issueDate),
    plaintiff: { fullName: plaintiff.fullName, shortName: plaintiff.shortName },
    lawFirm: { name: text(proceeding.lawFirm?.name) },
    lawFirms: proceeding.lawFirms.map((firm) => ({ name: firm.name })),
    localCounsels: proceeding.localCounsels.map((counsel) => ({
      name: counsel.name,
      location: text(counsel.location),
    })),
    expert: text(proceeding.expert),
    court: { name: text(court.name), location: text(court.location), recordNumber: text(court.recordNumber) },
    dbResponsible: {
      firstName: dbResponsible.firstName,
      lastName: dbResponsible.lastName,
      emailAddress: text(dbResponsible.emailAddress),
      telephoneNumber: text(dbResponsible.telephoneNumber),
    },
    servedWrits: proceeding.servedWrits.map((writ) => ({
      id: { servedWritAt: { id: writ.id.servedWritAt.id } },
      status: writ.status,
      servedOn: text(writ.servedOn),
    })),
    assets: proceeding.assets.map((asset) => ({
      id: { label: { id: asset.id.label.id } },
      number: String(asset.number),
    })),
    claimedCosts: costBlockValues(proceeding.claimedCosts),
  };
}

/** The body of POST (PUT adds the version loaded) from the validated, normalised form. */
export function proceedingRequest(fields: ProceedingFields): ProceedingBody {
  const { assets, lawFirm, claimedCosts, ...rest } = fields;
  return {
    ...rest,
    lawFirm: lawFirm === null ? null : { name: lawFirm },
    assets: assets.map((asset) => ({ id: { label: { id: asset.labelId } }, number: asset.number })),
    claimedCosts: costBlockRequest(claimedCosts),
  };
}
