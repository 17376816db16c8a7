// The lists inside one proceeding (SPEC 2.3 "Proceeding page", 3 "Claimant", "Truck", "Proceeding
// defendant", 4 "Trucks", "Defendant involvement/status/warnings", 5.4, 5.7, 7.4): claimants, trucks
// and defendants, with the defendant rules and warnings as pure functions the tab and server share.

import { z } from "zod";
import { optionalText } from "./costs";
import { textLimits } from "./limits";
import { entityId } from "./matters";
import { messages } from "./messages";
import { pagingQuery, sortParam } from "./paging";
import type { KeyValue, Verb } from "./permissions";
import {
  type DefendantInvolvement,
  type DefendantStatus,
  defendantInvolvements,
  defendantStatuses,
  isoDate,
} from "./proceedings";
import { requiredText } from "./rules";
import { version, versionedList, versionOrUnsaved } from "./versions";

// ---- Claimants ---------------------------------------------------------------------------------

export const maxClaimants = 10_000;

/** The whole list in its order; rows with an id are kept, the rest added. */
const claimantList = z
  .array(
    z.object(
      {
        id: entityId.nullish(),
        fullName: requiredText(textLimits.text),
        shortName: requiredText(textLimits.short),
      },
      { error: messages.required },
    ),
    { error: messages.required },
  )
  .max(maxClaimants);

/** PUT .../claimants: the list and its version, as GET answered it. */
export const claimantListBody = versionedList(claimantList);
export type ClaimantListBody = z.input<typeof claimantListBody>;

/** The claimants tab's form: the list under one key (a form's values are an object). */
export const claimantListForm = z.object({ claimants: claimantList });

export interface Claimant {
  id: number;
  fullName: string;
  shortName: string;
}

// ---- Trucks ------------------------------------------------------------------------------------

/** A chassis number (VIN or maker's chassis number): letters and digits, stored upper case. */
export const chassisNumber = z
  .string({ error: messages.required })
  .trim()
  .min(1, { message: messages.required, abort: true })
  .max(50, messages.tooLong(50))
  .regex(/^[A-Za-z0-9-]+$/, messages.chassisNumber)
  .transform((value) => value.toUpperCase());

/** ISO 3779: a VIN has 17 letters and digits, without I, O and Q (they read as 1 and 0). */
export const isVin = (chassis: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(chassis);

/**
 * A new or changed chassis number must be a VIN; one saved before that rule (`stored`) may stay as
 * it is (the edit form warns about it).
 */
export const acceptableChassisNumber = (chassis: string, stored?: string) =>
  chassis === stored || isVin(chassis);

/** The chassis number of a truck whose saved number is `stored` (none: a new truck). */
export const chassisNumberOf = (stored?: string) =>
  chassisNumber.refine((chassis) => acceptableChassisNumber(chassis, stored), messages.chassisNotVin);

export const truckBody = z.object({
  chassisNumber: chassisNumberOf(),
  confirmed: z.boolean().default(false),
});
export type TruckBody = z.input<typeof truckBody>;

/** PATCH .../trucks/{id}: what is sent changes; a body that changes nothing is refused. */
export const truckPatchBody = z
  .object({
    chassisNumber: chassisNumber.optional(),
    confirmed: z.boolean().optional(),
    version,
  })
  .refine(
    (patch) => patch.chassisNumber !== undefined || patch.confirmed !== undefined,
    messages.nothingToChange,
  );
export type TruckPatchBody = z.input<typeof truckPatchBody>;

/** PUT .../trucks/confirm: the ids to confirm at once. */
export const truckConfirmBody = z.array(entityId, { error: messages.required }).min(1).max(10_000);

const confirmedParam = z
  .enum(["true", "false"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true"));

export const truckListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(["chassisNumber"]),
  confirmed: confirmedParam,
});
export const truckSearchQuery = truckListQuery.extend({
  chassisNumber: z.string().trim().max(50).optional(),
});
export const truckInformationQuery = z.object({ chassisNumber });

export interface Truck {
  id: number;
  chassisNumber: string;
  confirmed: boolean;
  version: number;
}

/** GET .../trucks/truck-information: where to look the chassis up, and where the matter has it. */
export interface TruckInformation {
  chassisNumber: string;
  sources: { key: string; value: string; url: string }[];
  proceedings: { id: number; proceedingCode: string; confirmed: boolean }[];
}

// ---- Defendants --------------------------------------------------------------------------------

/** PUT .../defendants: one defendant of the proceeding, named by its label (SPEC 7.4). */
export const defendantBody = z
  .object({
    id: z.object(
      { label: z.object({ id: entityId }, { error: messages.required }) },
      { error: messages.required },
    ),
    involvement: z.enum(defendantInvolvements, { error: messages.required }),
    status: z.enum(defendantStatuses, { error: messages.required }).nullish(),
    tpnSentDate: isoDate,
    joinedDate: isoDate,
    comment: optionalText(255),
    version: versionOrUnsaved,
  })
  .superRefine((defendant, context) => {
    if (defendant.involvement !== "NOT_INVOLVED" && !defendant.status) {
      context.addIssue({ code: "custom", path: ["status"], message: messages.required });
    }
  })
  // SPEC 4: choosing NOT_INVOLVED clears the status.
  .transform((defendant) => ({
    ...defendant,
    status: defendant.involvement === "NOT_INVOLVED" ? null : (defendant.status ?? null),
  }));
export type DefendantBody = z.input<typeof defendantBody>;

export const defendantListQuery = z.object({
  ...pagingQuery,
  query: z.string().trim().max(100).optional(),
});

/** What the warnings of SPEC 4 look at: the principal truck maker is the matter's first defendant. */
export interface DefendantState {
  principal: boolean;
  involvement: DefendantInvolvement | null;
  tpnSentDate: string | null;
}

/**
 * SPEC 4 "Defendant warnings": the principal defendant not involved needs its involvement updated;
 * another defendant left out of the proceeding needs a third party notice until one is sent.
 * Unassessed defendants (no involvement yet) carry no alert.
 */
export function defendantAlert(state: DefendantState): boolean {
  if (state.involvement !== "NOT_INVOLVED") return false;
  return state.principal || state.tpnSentDate === null;
}

export function defendantWarning(state: DefendantState): string | null {
  if (!defendantAlert(state)) return null;
  return state.principal ? messages.principalDefendantAlert : messages.thirdPartyNoticeAlert;
}

export interface ProceedingDefendant {
  /** Null until the defendant has been assessed for this proceeding. */
  rowId: number | null;
  id: { label: { id: number; name: string } };
  label: string;
  principal: boolean;
  involvement: KeyValue<DefendantInvolvement> | null;
  status: KeyValue<DefendantStatus> | null;
  tpnSentDate: string | null;
  joinedDate: string | null;
  comment: string | null;
  alert: boolean;
  warning: string | null;
  version: number | null;
}

export interface DefendantList {
  items: ProceedingDefendant[];
  totalElements: number;
  permissions: Verb[];
  /** SPEC 8.2: the banner "There are inconsistencies amongst the defendants ..." when true. */
  defendantsAlert: boolean;
}
