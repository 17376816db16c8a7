// Templates, trackings and procedural steps (SPEC 2.3 "Templates", "Steps view", "Procedural step
// dialog", "Tracking"; 3 "Tracking and template", "Procedural step"; 5.9; 7.5). The server validates
// with these schemas and the forms use them, so both refuse the same input with the same message.

import { z } from "zod";
import { counted } from "./counts";
import type { StoredDocument } from "./files";
import { textLimits } from "./limits";
import { type CategoryOption, entityId } from "./matters";
import { messages } from "./messages";
import { todayUtc } from "./missed-deadlines";
import { pagingQuery, sortParam } from "./paging";
import type { Verb } from "./permissions";
import { dateProblem, dateYears, isoDate, type ProceedingStatus, proceedingStatuses } from "./proceedings";
import { storableText } from "./rules";
import { version, withVersion } from "./versions";

export const maxSteps = 200;
export const stepLimits = { title: textLimits.text, description: 4000 } as const;

// ---- Durations (SPEC 5.9, 9 "Duration units") --------------------------------------------------

export const durationUnits = ["D", "W", "M", "Y"] as const;
export type DurationUnit = (typeof durationUnits)[number];
export const durationUnitLabels: Record<DurationUnit, string> = {
  D: "day(s)",
  W: "week(s)",
  M: "month(s)",
  Y: "year(s)",
};
export const maxDurationNumber = 999;

/**
 * A number plus a unit as stored: an ISO duration, weeks as days (2 W -> P14D); null when either
 * part is missing (SPEC 5.9).
 */
export function toIsoDuration(number: number | null | undefined, unit: DurationUnit | null | undefined) {
  if (number === null || number === undefined || !unit) return null;
  return unit === "W" ? `P${number * 7}D` : `P${number}${unit}`;
}

const singleUnit = /^P(\d{1,6})([DWMY])$/;

/** A stored duration as the form shows it: a number of days divisible by 7 (but not 0) as weeks. */
export function fromIsoDuration(
  iso: string | null | undefined,
): { number: number; unit: DurationUnit } | null {
  const match = iso ? singleUnit.exec(iso) : null;
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2] as DurationUnit;
  if (unit === "D" && number > 0 && number % 7 === 0) return { number: number / 7, unit: "W" };
  return { number, unit };
}

/** An API duration of one unit (P3D, P2W, P1M, P1Y), stored with weeks as days. */
export const isoDuration = z
  .string({ error: messages.durationIso })
  .regex(/^P\d{1,4}[DWMY]$/, messages.durationIso)
  .transform((value, context) => {
    const parsed = singleUnit.exec(value);
    const number = Number(parsed?.[1]);
    if (number > maxDurationNumber) {
      context.addIssue({ code: "custom", message: messages.durationNumber });
      return z.NEVER;
    }
    return toIsoDuration(number, parsed?.[2] as DurationUnit) as string;
  });

export interface DurationParts {
  years: number;
  months: number;
  days: number;
}

/** The parts of an ISO duration of years, months, weeks and days (weeks counted as 7 days). */
export function durationParts(iso: string | null | undefined): DurationParts | null {
  const match = iso ? /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(iso) : null;
  if (!match || iso === "P") return null;
  const part = (index: number) => Number(match[index] ?? 0);
  return { years: part(1), months: part(2), days: part(3) * 7 + part(4) };
}

/**
 * A duration in words (SPEC 9 "Period display"): "2 weeks", "1 month and 3 days"; under a day
 * "same deadline"; none "-".
 */
export function humanisedDuration(iso: string | null | undefined): string {
  const parts = durationParts(iso);
  if (!parts) return "-";
  const words: string[] = [];
  if (parts.years) words.push(counted(parts.years, "year"));
  if (parts.months) words.push(counted(parts.months, "month"));
  if (parts.days) {
    words.push(parts.days % 7 === 0 ? counted(parts.days / 7, "week") : counted(parts.days, "day"));
  }
  if (words.length === 0) return messages.sameDeadline;
  const last = words.pop();
  return words.length === 0 ? `${last}` : `${words.join(", ")} and ${last}`;
}

// ---- Deadlines (SPEC 3 "deadline (YYYY-MM-DD, or month-only when estimated)", 5.9) ------------

/** An estimated deadline's month, sent as YYYY-MM: a problem, or null. */
export function monthProblem(value: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return messages.month;
  const year = Number(match[1]);
  return year < dateYears.min || year > dateYears.max ? messages.monthOutOfRange : null;
}

/**
 * A proceeding Settled, with a Final judgement (DECIDED) or Withdrawn is over: its past deadlines
 * are no longer "missed" (SPEC 4). Not yet started, Ongoing, On hold and Ongoing but settled are open.
 */
const closedProceedingStatuses: readonly ProceedingStatus[] = ["SETTLED", "DECIDED", "WITHDRAWN"];
export const isOpenProceeding = (status: ProceedingStatus) => !closedProceedingStatuses.includes(status);
/** The statuses of open proceedings, for a query's `status in (...)`. */
export const openProceedingStatuses: readonly ProceedingStatus[] =
  proceedingStatuses.filter(isOpenProceeding);

/** The deadline as the API carries it: YYYY-MM when estimated (stored as the month's first day). */
export const deadlineAsSent = (step: { deadline: string | null; estimateDeadline: boolean }) =>
  step.deadline && step.estimateDeadline ? step.deadline.slice(0, 7) : step.deadline;

export interface StepDeadline {
  estimateDeadline: boolean;
  deadline: string | null;
}

/**
 * Whether `later` is before `earlier`. Compared by month when either is an estimate (03-2027 is not
 * before 15-03-2027), else by day.
 */
function deadlineBefore(later: StepDeadline, earlier: StepDeadline) {
  if (!later.deadline || !earlier.deadline) return false;
  const byMonth = later.estimateDeadline || earlier.estimateDeadline;
  const key = (step: StepDeadline) => (byMonth ? step.deadline?.slice(0, 7) : step.deadline) ?? "";
  return key(later) < key(earlier);
}

/**
 * The positions of the steps whose deadline is before the previous dated step's (SPEC 5.9: each
 * step with a deadline on or after the previous one's); empty when they are in order.
 */
export function deadlineConflicts(steps: readonly StepDeadline[]): number[] {
  const conflicts: number[] = [];
  let previous: StepDeadline | null = null;
  steps.forEach((step, index) => {
    if (!step.deadline) return;
    if (previous && deadlineBefore(step, previous)) conflicts.push(index);
    previous = step;
  });
  return conflicts;
}

const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

/** `months` months after the date, on the same day or the month's last when it is shorter. */
function addMonths(date: { year: number; month: number; day: number }, months: number) {
  const first = new Date(utcDay(date.year, date.month + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.day, lastDay));
}

/**
 * Whole years, months and days from one deadline to the next, as an ISO duration (31-01 to 01-03 is
 * a month and a day); by month when either is an estimate; null when one is missing or earlier.
 */
export function durationBetween(from: StepDeadline, to: StepDeadline): string | null {
  if (!from.deadline || !to.deadline) return null;
  const byMonth = from.estimateDeadline || to.estimateDeadline;
  const parts = (deadline: string) => {
    const [year = 0, month = 1, day = 1] = deadline.split("-").map(Number);
    return { year, month, day: byMonth ? 1 : day };
  };
  const start = parts(from.deadline);
  const end = parts(to.deadline);
  const endTime = utcDay(end.year, end.month, end.day);
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  if (addMonths(start, months) > endTime) months -= 1;
  if (months < 0) return null;
  const days = Math.round((endTime - addMonths(start, months)) / 86_400_000);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const written = `${years ? `${years}Y` : ""}${rest ? `${rest}M` : ""}${days ? `${days}D` : ""}`;
  return `P${written || "0D"}`;
}

/**
 * The time from a step to the next as shown on the cards: the step's duration as it was typed in the
 * template ("6 weeks" stays 6 weeks, never "1 month and 12 days"), else the time between the two
 * deadlines; null for the last step or when neither is known.
 */
export function durationToNextStep(
  step: StepDeadline & { averageDuration: string | null },
  next: StepDeadline | undefined,
): string | null {
  if (!next) return null;
  return step.averageDuration ?? durationBetween(step, next);
}

// ---- Bodies ------------------------------------------------------------------------------------

const flag = (fallback: boolean) =>
  z
    .boolean({ error: "Choose true or false" })
    .nullish()
    .transform((value) => value ?? fallback);

const stepTitle = storableText(
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(stepLimits.title, messages.tooLong(stepLimits.title)),
);
const stepDescription = storableText(
  z
    .string({ error: messages.required })
    .trim()
    .max(stepLimits.description, messages.tooLong(stepLimits.description)),
)
  .nullish()
  .transform((value) => value || null);

/** A step's deadline: empty is none; a date, or a month when estimated. */
const optionalDeadline = z
  .string({ error: messages.date })
  .trim()
  .nullish()
  .transform((value) => value || null);

function refineDeadline(
  step: { deadline: string | null; estimateDeadline: boolean },
  context: z.RefinementCtx,
) {
  if (!step.deadline) return;
  const problem = step.estimateDeadline ? monthProblem(step.deadline) : dateProblem(step.deadline);
  if (problem) context.addIssue({ code: "custom", path: ["deadline"], message: problem });
}

/**
 * One step as sent in a template's or tracking's step list. `id` names a step the list already has
 * (it keeps its documents); a new step has none. The deadline is YYYY-MM-DD, or YYYY-MM when
 * `estimateDeadline`; empty is none.
 */
export const stepBody = z
  .object(
    {
      id: entityId.nullish().transform((id) => (id === undefined || id === null ? null : Number(id))),
      title: stepTitle,
      description: stepDescription,
      averageDuration: isoDuration.nullish().transform((value) => value ?? null),
      estimateDeadline: flag(false),
      deadline: optionalDeadline,
      courtHearing: flag(false),
      clientDeadline: flag(true),
    },
    { error: messages.required },
  )
  .superRefine(refineDeadline);
export type StepFields = z.output<typeof stepBody>;

/** The chronological rule on a step list: the message on each step out of order. */
function refineDeadlines(steps: StepFields[], context: z.RefinementCtx) {
  for (const index of deadlineConflicts(steps)) {
    context.addIssue({
      code: "custom",
      path: ["proceduralSteps", index, "deadline"],
      message: messages.stepDeadlinesConflict,
    });
  }
}

const stepList = z
  .array(stepBody, { error: messages.required })
  .max(maxSteps, messages.tooManySteps(maxSteps));

/** In a template every step also needs a duration (SPEC 5.9). */
function refineDurations(template: { proceduralSteps: StepFields[] }, context: z.RefinementCtx) {
  template.proceduralSteps.forEach((step, index) => {
    if (step.averageDuration === null) {
      context.addIssue({
        code: "custom",
        path: ["proceduralSteps", index, "averageDuration"],
        message: messages.required,
      });
    }
  });
}

const templateShape = {
  category: z.object({ id: entityId.transform(Number) }, { error: messages.required }),
  proceduralSteps: stepList,
};

/** A template: its jurisdiction or workstream (one template each) and its steps. */
export const templateBody = z
  .object(templateShape, { error: messages.required })
  .superRefine(refineDurations);
export type TemplateFields = z.output<typeof templateBody>;
export const templateUpdateBody = withVersion(
  z.object(templateShape, { error: messages.required }),
).superRefine(refineDurations);

/** A deadline of a step (YYYY-MM-DD, or YYYY-MM when estimated), checked as the step dialog does. */
const stepDeadline = z
  .object(
    {
      estimateDeadline: flag(false),
      deadline: optionalDeadline,
    },
    { error: messages.required },
  )
  .superRefine(refineDeadline);

/**
 * POST proceedings/{p}/tracking: from a template (its steps copied) or blank. `deadlines`, one per
 * template step in its order, are the ones the user accepted from the proposal (issue 18).
 */
export const trackingCreateBody = z
  .object(
    {
      // Required, null for a blank tracking: an empty body is a mistake, not a choice.
      templateId: entityId.nullable().transform((id) => (id === null ? null : Number(id))),
      deadlines: z.array(stepDeadline, { error: messages.required }).max(maxSteps).optional(),
    },
    { error: messages.required },
  )
  .superRefine((body, context) => {
    for (const index of deadlineConflicts(body.deadlines ?? [])) {
      context.addIssue({
        code: "custom",
        path: ["deadlines", index, "deadline"],
        message: messages.stepDeadlinesConflict,
      });
    }
  });
export type TrackingCreateFields = z.output<typeof trackingCreateBody>;

/** A tracking's step list in its order (the tracking form); deadlines in order (SPEC 5.9). */
export const trackingStepsBody = z
  .object({ proceduralSteps: stepList }, { error: messages.required })
  .superRefine((tracking, context) => refineDeadlines(tracking.proceduralSteps, context));

/** PUT .../tracking/{id}: the whole step list in its order, with the version read (SPEC 5.9). */
export const trackingUpdateBody = withVersion(z.object({ proceduralSteps: stepList })).superRefine(
  (tracking, context) => refineDeadlines(tracking.proceduralSteps, context),
);
export type TrackingUpdateFields = z.output<typeof trackingUpdateBody>;

// ---- A step done (issue 27) ------------------------------------------------------------------------

/** The day a step was done: a date, not after today (`todayUtc`). */
const doneOn = isoDate.refine((day) => day === null || day <= todayUtc(), messages.doneOnInFuture);

/**
 * PUT .../tracking/{t}/proceduralsteps/{s}/done: the day it was done (none: today, `todayUtc`), with
 * the tracking's version read. Marking a done step again changes its day.
 */
export const stepDoneBody = withVersion(z.object({ doneOn }));
/** The "Mark as done" form: the day, shown filled with today, is required there. */
export const stepDoneForm = z.object({ doneOn: doneOn.refine((day) => day !== null, messages.required) });
export type StepDoneFields = z.output<typeof stepDoneBody>;

/** DELETE .../tracking/{t}/proceduralsteps/{s}/done?version=: reopens the step, with the tracking's version. */
export const stepReopenQuery = z.object({
  version: z.coerce.number({ error: messages.versionRequired }).pipe(version),
});

/** A done step: the day, and who marked it (null once that user is gone). */
export interface StepDone {
  /** YYYY-MM-DD. */
  on: string;
  by: { id: number; firstName: string; lastName: string } | null;
}

// ---- The step dialog (SPEC 2.3 "Procedural step dialog") ------------------------------------------

/** The step dialog's values: the duration as typed with its unit, a month typed MM-YYYY. */
export interface StepFormValues {
  id: number | null;
  title: string;
  description: string;
  durationNumber: string;
  durationUnit: DurationUnit | "";
  estimateDeadline: boolean;
  /** YYYY-MM-DD (the date field), or MM-YYYY as typed when estimated. */
  deadline: string;
  courtHearing: boolean;
  clientDeadline: boolean;
}

/** MM-YYYY (also M-YYYY, with / or .) as YYYY-MM; null when it is not a month written so. */
export function monthFromInput(typed: string): string | null {
  const match = /^(\d{1,2})[-/.](\d{4})$/.exec(typed.trim());
  return match ? `${match[2]}-${match[1]?.padStart(2, "0")}` : null;
}

/** YYYY-MM as shown and typed: MM-YYYY. */
export const monthForInput = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

const wholeDuration = /^\d{1,3}$/;

/**
 * The dialog's values checked and turned into a step of the list, by the same rules as the API:
 * in a template a duration number (0 to 999) and a unit are required; in a tracking a deadline is
 * a date, or a month when estimated.
 */
export const stepForm = (mode: "template" | "tracking") =>
  z
    .object({
      id: z.number().nullable(),
      title: stepTitle,
      description: stepDescription,
      durationNumber: z.string(),
      durationUnit: z.enum(durationUnits).or(z.literal("")),
      estimateDeadline: z.boolean(),
      deadline: z.string(),
      courtHearing: z.boolean(),
      clientDeadline: z.boolean(),
    })
    .superRefine((values, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      const number = values.durationNumber.trim();
      if (number && !wholeDuration.test(number)) issue("durationNumber", messages.durationNumber);
      if (mode === "template") {
        if (!number) issue("durationNumber", messages.required);
        if (!values.durationUnit) issue("durationUnit", messages.required);
        return;
      }
      const deadline = values.deadline.trim();
      if (!deadline) return;
      if (values.estimateDeadline) {
        const month = monthFromInput(deadline);
        const problem = month ? monthProblem(month) : messages.month;
        if (problem) issue("deadline", problem);
      } else {
        const problem = dateProblem(deadline);
        if (problem) issue("deadline", problem);
      }
    })
    .transform(
      (values): StepFields => ({
        id: values.id,
        title: values.title,
        description: values.description,
        averageDuration: toIsoDuration(
          values.durationNumber.trim() ? Number(values.durationNumber) : null,
          values.durationUnit || null,
        ),
        // In a template it marks the deadlines proposed for the step as estimates (issue 18).
        estimateDeadline: values.estimateDeadline,
        deadline:
          mode === "template" || !values.deadline.trim()
            ? null
            : values.estimateDeadline
              ? monthFromInput(values.deadline)
              : values.deadline.trim(),
        courtHearing: values.courtHearing,
        clientDeadline: values.clientDeadline,
      }),
    );

/** A step of a list as the dialog shows it. */
export function stepFormValues(step: StepFields | null): StepFormValues {
  const duration = fromIsoDuration(step?.averageDuration);
  return {
    id: step?.id ?? null,
    title: step?.title ?? "",
    description: step?.description ?? "",
    durationNumber: duration ? String(duration.number) : "",
    durationUnit: duration?.unit ?? "",
    estimateDeadline: step?.estimateDeadline ?? false,
    deadline: step?.deadline ? (step.estimateDeadline ? monthForInput(step.deadline) : step.deadline) : "",
    courtHearing: step?.courtHearing ?? false,
    clientDeadline: step?.clientDeadline ?? true,
  };
}

// ---- Answers -----------------------------------------------------------------------------------

export interface StepDocuments {
  totalElements: number;
  items: StoredDocument[];
  /** The caller's verbs on the step's documents: UPLOAD to attach, DELETE to remove. */
  permissions: Verb[];
}

export interface ProceduralStep {
  id: number;
  title: string;
  description: string | null;
  /** The time to the next step as typed in the template (ISO, weeks as days); kept by a tracking made from it. */
  averageDuration: string | null;
  /** To the next step: the duration typed in the template, else the time between the deadlines. */
  nextStepDuration: string | null;
  estimateDeadline: boolean;
  courtHearing: boolean;
  clientDeadline: boolean;
  /** YYYY-MM-DD, or YYYY-MM when estimated. */
  deadline: string | null;
  /** The one rule (apps/server/src/modules/missed-deadlines/rule.ts): a date before today, not done, proceeding open. */
  missedDeadline: boolean;
  /** Marked done (a tracking's step), or null; a template's steps are never done. */
  done: StepDone | null;
  attachedDocuments: StepDocuments;
  tracking: { id: number };
}

export interface Template {
  id: number;
  template: true;
  category: CategoryOption;
  matter: { id: number; name: string };
  proceduralSteps: ProceduralStep[];
  permissions: Verb[];
  version: number;
}

export interface Tracking {
  id: number;
  template: false;
  category: CategoryOption;
  proceeding: { id: number; code: string; matter: { id: number; name: string }; category: CategoryOption };
  /** The template it was created from, while that exists. */
  basedOnTemplate: { id: number } | null;
  proceduralSteps: ProceduralStep[];
  permissions: Verb[];
  version: number;
}

/** A row of the templates list. */
export interface TemplateListItem {
  id: number;
  category: CategoryOption;
  steps: number;
  permissions: Verb[];
}

/** GET .../tracking/available: the proceeding's tracking, and the caller's verbs on trackings there. */
export interface TrackingAvailability {
  trackingId: number | null;
  permissions: Verb[];
}

/** GET tracking/templates/available/{categoryCode}: the category's template (SPEC: "trackingId"). */
export interface TemplateAvailability {
  trackingId: number | null;
}

/** GET .../tracking/{t}/activities/count: activities per step id (0 until activities exist). */
export interface StepActivityCounts {
  counts: Record<string, number>;
}

export const templateListSorts = ["category", "type", "steps"] as const;

/** GET tracking/templates: a page, its sort and a filter on the category's code or name. */
export const templateListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(templateListSorts),
  query: z.string().trim().max(100, messages.tooLong(100)).optional(),
});
