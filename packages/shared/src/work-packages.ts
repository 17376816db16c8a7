// Work packages (SPEC 2.3 "Work packages", 3 "Work package", "Work package approval", 4, 5.8, 7.7;
// DECISIONS catalogue and matrix rows): the body the form and the API share with SPEC 5.8's limits,
// the approval body, the list query, the answers and the timeline the detail page shows.
import { z } from "zod";
import { amountRule, parseDutchNumber } from "./dutch-numbers";
import { entityId } from "./matters";
import { messages } from "./messages";
import { pagingQuery, sortParam } from "./paging";
import type { Verb } from "./permissions";
import { requiredText, storableText } from "./rules";
import { version, withVersion } from "./versions";

export const workPackageStatuses = ["SUBMITTED", "APPROVED", "NOT_APPROVED"] as const;
export type WorkPackageStatus = (typeof workPackageStatuses)[number];
export const workPackageStatusLabels: Record<WorkPackageStatus, string> = {
  SUBMITTED: "Pending approval",
  APPROVED: "Approved",
  NOT_APPROVED: "Rejected",
};

/** SPEC 5.8: the maximum length of each text. */
export const workPackageLimits = {
  title: 100,
  whyEssential: 1000,
  planning: 100,
  numberDafTrucks: 50,
  numberHoursExpected: 100,
  freeEarnersRole: 750,
  workStream: 100,
  jurisdiction: 100,
  claimExposureAndImpact: 100,
  notesAmount: 100,
  splitBetweenParties: 100,
  assumptions: 750,
  approvalComments: 750,
} as const;

const optionalText = (max: number) =>
  storableText(z.string({ error: messages.required }).trim().max(max, messages.tooLong(max)))
    .nullish()
    .transform((text) => (text ? text : null));

/** A positive whole EUR amount, as a JSON number or typed in the Dutch format ("48.000"). */
export const positiveAmount = z
  .union([z.number(), z.string()], { error: messages.positiveNumber })
  .transform((value, context): number => {
    const parsed =
      typeof value === "number"
        ? Number.isInteger(value) && value <= amountRule.max
          ? value
          : null
        : parseDutchNumber(value, amountRule);
    if (parsed === null || parsed <= 0) {
      context.addIssue({ code: "custom", message: messages.positiveNumber });
      return z.NEVER;
    }
    return parsed;
  });

/** POST dbbw/matters/{m}/workpackage (PUT adds the version). */
export const workPackageBody = z.object(
  {
    title: requiredText(workPackageLimits.title),
    whyEssential: requiredText(workPackageLimits.whyEssential),
    assignee: z.object({ id: entityId }, { error: messages.required }),
    planning: requiredText(workPackageLimits.planning),
    claimExposureAndImpact: optionalText(workPackageLimits.claimExposureAndImpact),
    numberDafTrucks: requiredText(workPackageLimits.numberDafTrucks),
    numberHoursExpected: requiredText(workPackageLimits.numberHoursExpected),
    totalAmount: positiveAmount,
    notesAmount: optionalText(workPackageLimits.notesAmount),
    splitBetweenParties: optionalText(workPackageLimits.splitBetweenParties),
    freeEarnersRole: requiredText(workPackageLimits.freeEarnersRole),
    workStream: requiredText(workPackageLimits.workStream),
    jurisdiction: requiredText(workPackageLimits.jurisdiction),
    assumptions: optionalText(workPackageLimits.assumptions),
  },
  { error: messages.required },
);
export type WorkPackageBody = z.input<typeof workPackageBody>;
export type WorkPackageFields = z.output<typeof workPackageBody>;
export const workPackageUpdateBody = withVersion(workPackageBody);

/**
 * POST .../{number}/approval: APPROVED with the amount approved, or NOT_APPROVED; comments always;
 * `version` is the package's as the approver saw it (a package changed since: 409).
 */
export const workPackageApprovalBody = z
  .object(
    {
      status: z.enum(["APPROVED", "NOT_APPROVED"], { error: messages.required }),
      comments: requiredText(workPackageLimits.approvalComments),
      // A blank field is no amount (a rejection has none; an approval then needs one).
      amountApproved: z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? null : value),
        positiveAmount.nullish(),
      ),
      version,
    },
    { error: messages.required },
  )
  .superRefine((approval, context) => {
    if (approval.status === "APPROVED" && (approval.amountApproved ?? null) === null) {
      context.addIssue({ code: "custom", path: ["amountApproved"], message: messages.required });
    }
  })
  .transform((approval) => ({
    ...approval,
    amountApproved: approval.status === "APPROVED" ? (approval.amountApproved ?? null) : null,
  }));
export type WorkPackageApprovalBody = z.input<typeof workPackageApprovalBody>;

export const workPackageSortFields = [
  "number",
  "status",
  "title",
  "whyEssential",
  "planning",
  "createdBy",
  "createdDate",
  "claimExposureAndImpact",
  "numberDafTrucks",
  "numberHoursExpected",
  "totalAmount",
  "notesAmount",
  "splitBetweenParties",
  "freeEarnersRole",
  "workStream",
  "jurisdiction",
  "assumptions",
  "assignee",
] as const;
export type WorkPackageSortField = (typeof workPackageSortFields)[number];

/** SPEC 9: work packages page by 10, 15, 50 or 100. */
export const workPackagePageSizes = [10, 15, 50, 100] as const;

export const workPackageListQuery = z.object({ ...pagingQuery, sort: sortParam(workPackageSortFields) });

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
}

/** SPEC 3 "Work package". */
export interface WorkPackage {
  id: { matterId: number; number: number };
  title: string;
  whyEssential: string;
  planning: string;
  claimExposureAndImpact: string | null;
  numberDafTrucks: string;
  numberHoursExpected: string;
  totalAmount: number;
  notesAmount: string | null;
  splitBetweenParties: string | null;
  freeEarnersRole: string;
  workStream: string;
  jurisdiction: string;
  assumptions: string | null;
  createdBy: Person | null;
  assignee: Person | null;
  status: { key: WorkPackageStatus; value: string };
  createdDate: string;
  lastModifiedBy: Person | null;
  lastModifiedDate: string | null;
  version: number;
  /** WRITE and DELETE only while not APPROVED. */
  permissions: Verb[];
}

/** SPEC 3 "Work package approval". */
export interface WorkPackageApproval {
  id: number;
  status: "APPROVED" | "NOT_APPROVED";
  amountApproved: number | null;
  comments: string;
  createdBy: Person | null;
  createdDate: string;
}

export interface WorkPackageApprovals {
  items: WorkPackageApproval[];
  /** CREATE: may approve or reject now (an active client, while the package is not APPROVED). */
  permissions: Verb[];
}

export type TimelineEvent = {
  kind: "CREATED" | "MODIFIED" | "APPROVED" | "NOT_APPROVED";
  date: string;
  by: Person | null;
};

/** How the timeline names an event (NOT_APPROVED reads Rejected). */
export const timelineLabels: Record<TimelineEvent["kind"], string> = {
  CREATED: "Created",
  MODIFIED: "Modified",
  APPROVED: "Approved",
  NOT_APPROVED: "Rejected",
};

/** SPEC 2.3 "Timeline": CREATED and MODIFIED from the package, then its approvals, ascending by date. */
export function workPackageTimeline(
  workPackage: Pick<WorkPackage, "createdDate" | "createdBy" | "lastModifiedDate" | "lastModifiedBy">,
  approvals: readonly WorkPackageApproval[],
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { kind: "CREATED", date: workPackage.createdDate, by: workPackage.createdBy },
    ...(workPackage.lastModifiedDate
      ? [{ kind: "MODIFIED" as const, date: workPackage.lastModifiedDate, by: workPackage.lastModifiedBy }]
      : []),
    ...approvals.map((approval) => ({
      kind: approval.status,
      date: approval.createdDate,
      by: approval.createdBy,
    })),
  ];
  return events.sort((a, b) => a.date.localeCompare(b.date));
}
