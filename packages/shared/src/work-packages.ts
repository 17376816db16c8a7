// Work packages (SPEC 2.3 "Work packages", 3 "Work package", "Work package approval", 4, 5.8, 7.7;
// DECISIONS catalogue and matrix rows): the body the form and the API share with SPEC 5.8's limits,
// the approval body, the list query, the answers and the timeline the detail page shows.
import { z } from "zod";
import { euroAmountRule, eurosToCents, numberField, requiredCentsField } from "./dutch-numbers";
import { entityId } from "./matters";
import { messages } from "./messages";
import { pagingQuery, sortParam } from "./paging";
import type { Person } from "./people";
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

/** The form's label of each field a user enters (SPEC 2.3 "Form"); a modification names its changes by them. */
export const workPackageFieldLabels = {
  title: "Title",
  whyEssential: "Why Essential",
  assignee: "Assigned to",
  planning: "Planning",
  claimExposureAndImpact: "Claim exposure and impact",
  numberDafTrucks: "Number of trucks involved",
  numberHoursExpected: "Number of hours expected",
  totalAmount: "Total amount (EUR)",
  notesAmount: "Notes amount",
  splitBetweenParties: "Split between parties",
  freeEarnersRole: "Fee-earners role",
  workStream: "Workstream/proceeding",
  jurisdiction: "Jurisdiction",
  assumptions: "Assumptions",
} as const;
export type WorkPackageField = keyof typeof workPackageFieldLabels;
export const workPackageFields = Object.keys(workPackageFieldLabels) as WorkPackageField[];

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
    /** Typed in the Dutch format or sent as a JSON number in EUR; parsed to cents. */
    totalAmount: requiredCentsField(euroAmountRule),
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
      amountApproved: numberField(euroAmountRule),
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
    /** Cents; null for a rejection. */
    amountApproved:
      approval.status === "APPROVED" && approval.amountApproved !== null
        ? eurosToCents(approval.amountApproved)
        : null,
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

/** SPEC 3 "Work package". */
export interface WorkPackage {
  id: { matterId: number; number: number };
  title: string;
  whyEssential: string;
  planning: string;
  claimExposureAndImpact: string | null;
  numberDafTrucks: string;
  numberHoursExpected: string;
  /** EUR, up to two decimals (stored as cents). */
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
  /** EUR, up to two decimals; null for a rejection. */
  amountApproved: number | null;
  comments: string;
  createdBy: Person | null;
  createdDate: string;
}

/**
 * One field an edit changed: texts as they were and became (null: empty), the assignee by name, the
 * total amount in EUR.
 */
export interface WorkPackageChange {
  field: WorkPackageField;
  old: string | number | null;
  new: string | number | null;
}

/** An edit of the package: who, when and what changed (none listed for edits made before issue 27). */
export interface WorkPackageModification {
  date: string;
  by: Person | null;
  changes: WorkPackageChange[];
}

export interface WorkPackageApprovals {
  items: WorkPackageApproval[];
  /** CREATE: may approve or reject now (an active client, while the package is not APPROVED). */
  permissions: Verb[];
  /** What the edits since the last approval or rejection changed; none before the first decision. */
  changesSinceLastDecision: WorkPackageChange[];
}

export interface TimelineEvent {
  kind: "CREATED" | "MODIFIED" | "APPROVED" | "NOT_APPROVED";
  date: string;
  /** Who did it: the creator, the editor, the approver. */
  by: Person | null;
  /** MODIFIED: the fields the edit changed; nothing for the others. */
  changes: WorkPackageChange[];
}

/** GET .../{number}/timeline. */
export interface WorkPackageTimeline {
  items: TimelineEvent[];
}

/** How the timeline names an event (NOT_APPROVED reads Rejected), followed by "by {who}". */
export const timelineLabels: Record<TimelineEvent["kind"], string> = {
  CREATED: "Created",
  MODIFIED: "Modified",
  APPROVED: "Approved",
  NOT_APPROVED: "Rejected",
};

/**
 * SPEC 2.3 "Timeline": CREATED, each edit (MODIFIED, with its changes) and the approvals the caller
 * may see, ascending by date (events at the same moment keep that order).
 */
export function workPackageTimeline(
  workPackage: Pick<WorkPackage, "createdDate" | "createdBy">,
  approvals: readonly WorkPackageApproval[],
  modifications: readonly WorkPackageModification[],
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { kind: "CREATED", date: workPackage.createdDate, by: workPackage.createdBy, changes: [] },
    ...modifications.map((edit) => ({ kind: "MODIFIED" as const, ...edit })),
    ...approvals.map((approval) => ({
      kind: approval.status,
      date: approval.createdDate,
      by: approval.createdBy,
      changes: [],
    })),
  ];
  return events.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * The fields the edits after the last approval or rejection changed, each from its value at that
 * decision to its value now (a field changed and changed back is left out), in the form's order.
 * Nothing before the first decision: there is no earlier decision to compare with.
 */
export function changesSinceLastDecision(
  approvals: readonly Pick<WorkPackageApproval, "createdDate">[],
  modifications: readonly WorkPackageModification[],
): WorkPackageChange[] {
  const lastDecision = approvals.map((approval) => Date.parse(approval.createdDate)).sort((a, b) => b - a)[0];
  if (lastDecision === undefined) return [];
  const merged = new Map<WorkPackageField, WorkPackageChange>();
  for (const edit of modifications) {
    if (Date.parse(edit.date) < lastDecision) continue;
    for (const change of edit.changes) {
      const earlier = merged.get(change.field);
      merged.set(change.field, { ...change, old: earlier ? earlier.old : change.old });
    }
  }
  return workPackageFields.flatMap((field) => {
    const change = merged.get(field);
    return change && change.old !== change.new ? [change] : [];
  });
}
