// Activities (SPEC 2.3 "Activities", 3 "Activity", 4 "Activity", 5.10, 7.6, 9): the body the form
// and the API share, the list's filters and search columns, and the answers. An activity belongs
// to a tracking (and through it to a proceeding, its category and its matter) and, when the
// tracking has steps, to one of them.
import { z } from "zod";
import { textLimits } from "./limits";
import { type CategoryOption, entityId } from "./matters";
import { messages } from "./messages";
import { flagParam, keyListParam, pagingQuery, sortParam } from "./paging";
import type { Person } from "./people";
import type { Verb } from "./permissions";
import { isoDate } from "./proceedings";
import { requiredText } from "./rules";
import { withVersion } from "./versions";

export const activityStatuses = ["TODO", "DOING", "DONE"] as const;
export type ActivityStatus = (typeof activityStatuses)[number];
export const activityStatusLabels: Record<ActivityStatus, string> = {
  TODO: "To Do",
  DOING: "Doing",
  DONE: "Done",
};
/** Outside a tracking the list starts with these (SPEC 9); inside one with every status. */
export const defaultActivityStatuses: ActivityStatus[] = ["TODO", "DOING"];

export const activityLimits = { title: textLimits.text, description: 10_000 } as const;

/** A user picked from the matter's assignees. */
const person = z.object({ id: entityId }, { error: messages.required });

/**
 * POST dbbw/activities (PUT adds the version). The step is required when the tracking has steps
 * (the server checks it against the tracking); the due date is required as the form marks it.
 */
export const activityBody = z.object(
  {
    trackingId: entityId,
    proceduralStep: z
      .object({ id: entityId })
      .nullish()
      .transform((step) => step ?? null),
    title: requiredText(activityLimits.title),
    description: requiredText(activityLimits.description),
    status: z.enum(activityStatuses, { error: messages.required }),
    dueDate: isoDate.refine((date) => date !== null, messages.required),
    responsible: person,
  },
  { error: messages.required },
);
export type ActivityBody = z.input<typeof activityBody>;
export type ActivityFields = z.output<typeof activityBody>;

/** The activity form: the body, with the step required when the activity's tracking has steps. */
export const activityForm = (trackingHasSteps: boolean) =>
  activityBody.superRefine((activity, context) => {
    if (trackingHasSteps && activity.proceduralStep === null) {
      context.addIssue({ code: "custom", path: ["proceduralStep"], message: messages.required });
    }
  });

export const activityUpdateBody = withVersion(activityBody);
export type ActivityUpdateBody = z.input<typeof activityUpdateBody>;

// ---- Lists ---------------------------------------------------------------------------------------

export const activitySortFields = [
  "title",
  "status",
  "dueDate",
  "responsible",
  "createdBy",
  "proceduralStep",
  "matter",
  "proceedingCode",
  "category",
] as const;
export type ActivitySortField = (typeof activitySortFields)[number];

/** `statuses=TODO,DOING`: absent or empty -> every status (the page sends its defaults itself). */
const statusesParam = keyListParam(activityStatuses, activityStatuses);

/** GET dbbw/activities and .../tracking/{id}: the toggles, statuses and the page. */
export const activityListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(activitySortFields),
  statuses: statusesParam,
  assignedToMe: flagParam,
  createdByMe: flagParam,
  /** The global page's Matter filter. */
  matterId: entityId.optional(),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;

/** The search panel's columns (SPEC 5.10). */
export const activitySearchColumns = ["title", "categoryCode", "proceedingCode", "proceduralStepId"] as const;
export type ActivitySearchColumn = (typeof activitySearchColumns)[number];
export const activitySearchColumnLabels: Record<ActivitySearchColumn, string> = {
  title: "Title",
  categoryCode: "Jurisdiction or workstream code",
  proceedingCode: "Proceedings code",
  proceduralStepId: "Procedural step",
};

const filterText = z.string().trim().max(200).optional();

/**
 * GET dbbw/activities/search: the list's filters plus the criteria (contains, any letter case;
 * proceduralStepId exact). A category only with a matter filter, a step only in a tracking.
 */
export const activitySearchQuery = activityListQuery
  .extend({
    trackingId: entityId.optional(),
    title: filterText,
    categoryCode: filterText,
    proceedingCode: filterText,
    proceduralStepId: entityId.optional(),
  })
  .superRefine((query, context) => {
    if (query.categoryCode && query.matterId === undefined) {
      context.addIssue({ code: "custom", path: ["categoryCode"], message: messages.categoryNeedsMatter });
    }
    if (query.proceduralStepId !== undefined && query.trackingId === undefined) {
      context.addIssue({ code: "custom", path: ["proceduralStepId"], message: messages.stepNeedsTracking });
    }
  });
export type ActivitySearchQuery = z.output<typeof activitySearchQuery>;

// ---- Answers -------------------------------------------------------------------------------------

export interface PersonName {
  id: number;
  firstName: string;
  lastName: string;
}

export interface Activity {
  id: number;
  trackingId: number;
  title: string;
  description: string;
  status: ActivityStatus;
  dueDate: string | null;
  /** Past due: the due date is before today and the activity is not DONE (SPEC 4). */
  overdue: boolean;
  responsible: Person | null;
  createdBy: Person | null;
  createdDate: string;
  proceduralStep: { id: number; title: string; number: number } | null;
  proceeding: { id: number; code: string };
  category: CategoryOption;
  matter: { id: number; name: string };
  version: number;
  permissions: Verb[];
}

/** An activity is past due when its due date is before today and it is not DONE (SPEC 4). */
export const isOverdue = (activity: Pick<Activity, "dueDate" | "status">, today: string) =>
  activity.status !== "DONE" && activity.dueDate !== null && activity.dueDate < today;
