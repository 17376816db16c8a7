// Proceeding payloads (SPEC 3 "Proceeding", "Writ status", "Claimant", "Truck", "Proceeding
// defendant"; 4; 5.4; 5.7; 7.4; DECISIONS "Catalogues", "Codes and counters"). The server validates
// with these schemas and the proceeding form uses them, so both refuse the same input with the same
// message. The cost rules live in costs.ts.

import { z } from "zod";
import { emailPattern } from "./account-rules";
import { type ClaimedCosts, claimedCostsBody, emptyClaimedCosts, optionalText } from "./costs";
import { countField } from "./dutch-numbers";
import { textLimits } from "./limits";
import type { CategoryOption } from "./matters";
import { entityId } from "./matters";
import { messages } from "./messages";
import { keyListParam, pagingQuery, sortParam } from "./paging";
import type { KeyValue, Verb } from "./permissions";
import { bodyId, requiredText } from "./rules";
import { withVersion } from "./versions";

// ---- Catalogues --------------------------------------------------------------------------------

export const proceedingStatuses = [
  "NOT_YET",
  "ONGOING",
  "ON_HOLD",
  "ONGOING_BUT_SETTLED",
  "SETTLED",
  "DECIDED",
  "WITHDRAWN",
] as const;
export type ProceedingStatus = (typeof proceedingStatuses)[number];
export const proceedingStatusLabels: Record<ProceedingStatus, string> = {
  NOT_YET: "Not yet started",
  ONGOING: "Ongoing",
  ON_HOLD: "On hold",
  ONGOING_BUT_SETTLED: "Ongoing but settled",
  SETTLED: "Settled",
  DECIDED: "Final judgement",
  WITHDRAWN: "Withdrawn",
};
/** SPEC 4: the list shows these unless the caller asks for others. */
export const defaultProceedingStatuses: ProceedingStatus[] = ["ONGOING", "ON_HOLD", "NOT_YET"];

export const writStatuses = ["NOT_INVOLVED", "NOT_YET_SERVED", "WRONGLY_SERVED", "SERVED"] as const;
export type WritStatus = (typeof writStatuses)[number];
export const writStatusLabels: Record<WritStatus, string> = {
  NOT_INVOLVED: "Not involved",
  NOT_YET_SERVED: "Not yet served",
  WRONGLY_SERVED: "Wrongly served",
  SERVED: "Served",
};

export const defendantInvolvements = ["NOT_INVOLVED", "INITIAL_INVOLVEMENT", "JOINER"] as const;
export type DefendantInvolvement = (typeof defendantInvolvements)[number];
export const defendantInvolvementLabels: Record<DefendantInvolvement, string> = {
  NOT_INVOLVED: "Not involved",
  INITIAL_INVOLVEMENT: "Initial defendant",
  JOINER: "Joiner",
};

export const defendantStatuses = ["ACTIVE", "PASSIVE", "DROPPED_OUT"] as const;
export type DefendantStatus = (typeof defendantStatuses)[number];
export const defendantStatusLabels: Record<DefendantStatus, string> = {
  ACTIVE: "Active",
  PASSIVE: "Passive",
  DROPPED_OUT: "Dropped out",
};

export const keyValues = <K extends string>(keys: readonly K[], labels: Record<K, string>): KeyValue<K>[] =>
  keys.map((key) => ({ key, value: labels[key] }));

// ---- Field rules -------------------------------------------------------------------------------

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The years a date may have: wider than any claim's, and inside what PostgreSQL's date stores. */
export const dateYears = { min: 1900, max: 2100 } as const;

/** What is wrong with a date written YYYY-MM-DD (SPEC 5.1), or null when it is a date in `dateYears`. */
export function dateProblem(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) return messages.date;
  const year = Number(value.slice(0, 4));
  return year < dateYears.min || year > dateYears.max ? messages.dateOutOfRange : null;
}

/** A calendar date sent as YYYY-MM-DD (SPEC 5.1), years 1900 to 2100; empty -> null. */
export const isoDate = z
  .string({ error: messages.date })
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const problem = dateProblem(value);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return value;
  });

const optionalEmail = optionalText(254).refine(
  (value) => value === null || emailPattern.test(value),
  messages.emailInvalid,
);

/** `{id}` naming a row of the matter (category, label, place); the server checks the matter. */
const reference = z.object({ id: entityId }, { error: messages.required });

const keyed = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object({ key: z.enum(keys, { error: messages.required }) }, { error: messages.required });

// ---- The proceeding form -----------------------------------------------------------------------

export interface LawFirm {
  name: string;
}
export interface LocalCounsel {
  name: string;
  location: string | null;
}

const servedWrit = z
  .object({
    id: z.object({ servedWritAt: reference }, { error: messages.required }),
    status: z.enum(writStatuses, { error: messages.required }),
    servedOn: isoDate,
  })
  .superRefine((writ, context) => {
    if (writ.status === "SERVED" && writ.servedOn === null) {
      context.addIssue({ code: "custom", path: ["servedOn"], message: messages.required });
    }
    if (writ.status !== "SERVED" && writ.servedOn !== null) {
      context.addIssue({ code: "custom", path: ["servedOn"], message: messages.servedOnOnlyWhenServed });
    }
  });

/** An item row: a label and a number; a row without a number is dropped on save (SPEC 5.4). */
const assetRow = z.object({
  id: z.object({ label: reference.nullish() }).nullish(),
  number: countField,
});

/** Adds `message` at `field` of every row after the first that repeats a key. */
function refuseRepeats<T>(
  rows: T[],
  keyOf: (row: T) => number | undefined,
  field: (string | number)[],
  message: string,
  context: z.RefinementCtx,
) {
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const key = keyOf(row);
    if (key === undefined) return;
    if (seen.has(key)) context.addIssue({ code: "custom", path: [index, ...field], message });
    seen.add(key);
  });
}

const servedWrits = z
  .array(servedWrit, { error: messages.required })
  .max(200)
  .default([])
  .superRefine((writs, context) =>
    refuseRepeats(
      writs,
      (writ) => writ.id.servedWritAt.id,
      ["id", "servedWritAt"],
      messages.writPlaceTwice,
      context,
    ),
  );

const assets = z
  .array(assetRow, { error: messages.required })
  .max(200)
  .default([])
  .superRefine((rows, context) => {
    rows.forEach((row, index) => {
      if (row.number !== null && !row.id?.label) {
        context.addIssue({ code: "custom", path: [index, "id", "label"], message: messages.required });
      }
    });
    const counted = rows.filter((row) => row.number !== null);
    refuseRepeats(counted, (row) => row.id?.label?.id, ["id", "label"], messages.itemTwice, context);
  })
  .transform((rows) =>
    rows.flatMap((row) =>
      row.number !== null && row.id?.label ? [{ labelId: row.id.label.id, number: row.number }] : [],
    ),
  );

const localCounsels = z
  .array(z.object({ name: optionalText(255), location: optionalText(255) }), { error: messages.required })
  .max(50)
  .default([])
  .transform((rows) => rows.flatMap((row) => (row.name ? [{ name: row.name, location: row.location }] : [])));

const lawFirms = z
  .array(z.object({ name: optionalText(255) }), { error: messages.required })
  .max(50)
  .default([])
  .transform((rows) => rows.flatMap((row) => (row.name ? [{ name: row.name }] : [])));

/** POST dbbw/matters/{m}/proceedings (PUT /{id} adds the version); the server makes the code. */
export const proceedingBody = z.object({
  id: bodyId,
  category: reference,
  localCounselProceedingCode: optionalText(textLimits.code),
  status: keyed(proceedingStatuses),
  isMassClaim: z.boolean({ error: messages.required }).default(false),
  issueDate: isoDate,
  plaintiff: z.object(
    { fullName: requiredText(255), shortName: requiredText(100) },
    { error: messages.required },
  ),
  lawFirm: z
    .object({ name: optionalText(255) })
    .nullish()
    .transform((firm) => firm?.name ?? null),
  lawFirms,
  localCounsels,
  expert: optionalText(255),
  court: z
    .object({ name: optionalText(255), location: optionalText(255), recordNumber: optionalText(100) })
    .nullish()
    .transform((court) => court ?? { name: null, location: null, recordNumber: null }),
  dbResponsible: z.object(
    {
      firstName: requiredText(100),
      lastName: requiredText(100),
      emailAddress: optionalEmail,
      telephoneNumber: optionalText(50),
    },
    { error: messages.required },
  ),
  servedWrits,
  assets,
  claimedCosts: claimedCostsBody.default(emptyClaimedCosts()),
});
export type ProceedingBody = z.input<typeof proceedingBody>;
export type ProceedingFields = z.output<typeof proceedingBody>;

export const proceedingUpdateBody = withVersion(proceedingBody);
export type ProceedingUpdateBody = z.input<typeof proceedingUpdateBody>;

// ---- Lists ---------------------------------------------------------------------------------------

export const proceedingSortFields = [
  "proceedingCode",
  "localCounselProceedingCode",
  "plaintiff",
  "lawFirm",
  "status",
  "issueDate",
  "courtLocation",
  "dbResponsible",
  "totalSumInEuro",
] as const;
export type ProceedingSortField = (typeof proceedingSortFields)[number];

/** `statuses=ONGOING,ON_HOLD`: absent -> the default statuses (SPEC 4); present but empty -> every status. */
const statusesParam = keyListParam(proceedingStatuses, defaultProceedingStatuses);

export const proceedingListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(proceedingSortFields),
  statuses: statusesParam,
});

const filterText = z.string().trim().max(200).optional();

/** GET .../proceedings/search: each given column narrows the list (contains, any letter case). */
export const proceedingSearchQuery = proceedingListQuery
  .extend({
    all: filterText,
    proceedingCode: filterText,
    categoryCode: filterText,
    localCounselProceedingCode: filterText,
    plaintiff: filterText,
    lawFirm: filterText,
    courtLocation: filterText,
    dbResponsible: filterText,
    writStartDate: isoDate,
    writEndDate: isoDate,
  })
  .superRefine((query, context) => {
    if (query.writStartDate && query.writEndDate && query.writStartDate > query.writEndDate) {
      context.addIssue({ code: "custom", path: ["writStartDate"], message: messages.startAfterEnd });
    }
  });
export type ProceedingSearchQuery = z.output<typeof proceedingSearchQuery>;

/** The search panel's columns (the period is sent as writStartDate and writEndDate). */
export const proceedingSearchColumns = [
  "all",
  "proceedingCode",
  "categoryCode",
  "localCounselProceedingCode",
  "plaintiff",
  "lawFirm",
  "period",
  "courtLocation",
  "dbResponsible",
] as const;
export type ProceedingSearchColumn = (typeof proceedingSearchColumns)[number];

export const proceedingSearchColumnLabels: Record<ProceedingSearchColumn, string> = {
  all: "All fields",
  proceedingCode: "Proceedings code",
  categoryCode: "Jurisdiction/workstream code",
  localCounselProceedingCode: "Local counsel proceedings code",
  plaintiff: "Plaintiff",
  lawFirm: "Law firm",
  period: "Writ served between",
  courtLocation: "Court location",
  dbResponsible: "Contact person",
};

/** GET dbbw/{matterId}/proceedingcode?categoryId=: the code the next proceeding would get. */
export const proceedingCodeQuery = z.object({ categoryId: entityId });

// ---- Answers -------------------------------------------------------------------------------------

export interface CostComponentAnswer {
  type: string;
  label: string | null;
  currency: string | null;
  amount: number | null;
  percentage: number | null;
  notes: string | null;
}

export interface ProceedingSummary {
  id: number;
  matter: { id: number; name: string };
  proceedingCode: string;
  localCounselProceedingCode: string | null;
  category: CategoryOption;
  status: KeyValue<ProceedingStatus>;
  isMassClaim: boolean;
  issueDate: string | null;
  plaintiff: { fullName: string; shortName: string };
  lawFirm: LawFirm | null;
  court: { name: string | null; location: string | null; recordNumber: string | null };
  dbResponsible: {
    firstName: string;
    lastName: string;
    emailAddress: string | null;
    telephoneNumber: string | null;
  };
  totalSumInEuro: number | null;
  defendantsAlert: boolean;
  /** The list's review flag ("This proceedings has information that needs to be reviewed"). */
  needsReview: boolean;
  permissions: Verb[];
  version: number;
}

export interface Proceeding extends ProceedingSummary {
  lawFirms: LawFirm[];
  localCounsels: LocalCounsel[];
  expert: string | null;
  totalNumberOfAssets: number;
  /** The number of the matter's first item label (DECISIONS "First assets"). */
  dynamicAssetValue: number | null;
  assets: { id: { label: { id: number; name: string } }; number: number }[];
  servedWrits: {
    id: { servedWritAt: { id: number; name: string } };
    status: WritStatus;
    servedOn: string | null;
  }[];
  claimedCosts: ClaimedCosts & { totalSumInEuro: number | null };
}

/** One change of status in a proceeding's history (the audit trail), oldest first. */
export interface ProceedingStatusChange {
  at: string;
  from: KeyValue<ProceedingStatus> | null;
  to: KeyValue<ProceedingStatus>;
  changedBy: { id: number; firstName: string; lastName: string } | null;
}

export interface CurrencyOption {
  key: string;
  value: string;
}

export interface TruckInformationSource {
  key: string;
  value: string;
  url: string;
}
