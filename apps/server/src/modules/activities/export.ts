// The activities list as an Excel sheet (issue 17): every activity the caller may see across their
// matters (or in one matter, or one tracking) under the list's toggles, statuses and search criteria,
// in the list's sort, read with the list's own query in pages of 1,000.
import {
  type Activity,
  type ActivitySearchQuery,
  activitySearchColumnLabels,
  activityStatuses,
  activityStatusLabels,
} from "@litfolio/shared/activities";
import type { DbOrTx } from "../../db/client";
import { type ExportColumn, type ExportSheet, inBatches } from "../../export/workbook";
import type { Caller } from "../../permissions/abilities";
import { presentActivity } from "./presenter";
import { listActivities, stepOfTracking } from "./queries";

const person = (someone: { firstName: string; lastName: string } | null) =>
  someone ? `${someone.firstName} ${someone.lastName}` : null;

const columns: ExportColumn<Activity>[] = [
  { header: "Matter", kind: "text", value: (activity) => activity.matter.name },
  { header: "Proceedings", kind: "text", value: (activity) => activity.proceeding.code },
  { header: "Jurisdiction or workstream", kind: "text", value: (activity) => activity.category.code },
  {
    header: "Procedural step",
    kind: "text",
    value: (activity) =>
      activity.proceduralStep && `${activity.proceduralStep.number}. ${activity.proceduralStep.title}`,
  },
  { header: "Title", kind: "text", value: (activity) => activity.title },
  { header: "Status", kind: "text", value: (activity) => activityStatusLabels[activity.status] },
  { header: "Due date", kind: "date", value: (activity) => activity.dueDate },
  { header: "Overdue", kind: "yesNo", value: (activity) => activity.overdue },
  { header: "Responsible", kind: "text", value: (activity) => person(activity.responsible) },
  { header: "Created by", kind: "text", value: (activity) => person(activity.createdBy) },
  { header: "Created date", kind: "date", value: (activity) => activity.createdDate.slice(0, 10) },
  { header: "Description", kind: "text", value: (activity) => activity.description },
];

/** The step criterion's title ("2. Statement of defence"), or its id when not the tracking's. */
async function stepName(db: DbOrTx, trackingId: number | undefined, stepId: number) {
  const step = await stepOfTracking(db, trackingId ?? 0, stepId);
  return step ? `${step.position + 1}. ${step.title}` : String(stepId);
}

/** The toggles, statuses and search criteria in words, for the title row and the audit trail. */
export async function activityFilters(db: DbOrTx, query: ActivitySearchQuery): Promise<string[]> {
  const all = query.statuses.length === activityStatuses.length;
  const statuses = all ? "all" : query.statuses.map((status) => activityStatusLabels[status]).join(", ");
  const criteria = (["title", "categoryCode", "proceedingCode"] as const)
    .filter((field) => query[field])
    .map((field) => `${activitySearchColumnLabels[field]} contains "${query[field]}"`);
  const step =
    query.proceduralStepId === undefined
      ? []
      : [
          `${activitySearchColumnLabels.proceduralStepId}: ${await stepName(db, query.trackingId, query.proceduralStepId)}`,
        ];
  return [
    `Statuses: ${statuses}`,
    ...(query.assignedToMe ? ["Assigned to me"] : []),
    ...(query.createdByMe ? ["Created by me"] : []),
    ...criteria,
    ...step,
  ];
}

export const activitiesSheet = (
  db: DbOrTx,
  caller: Caller,
  query: ActivitySearchQuery,
  filters: string[],
  subject: string,
  today: string,
): ExportSheet<Activity> => ({
  name: "Activities",
  subject,
  filters,
  columns,
  batches: inBatches(async (offset, size) => {
    const { rows } = await listActivities(
      db,
      { ...query, caller },
      { page: offset / size, size, sort: query.sort },
    );
    // The sheet has no actions and shows people by name: no verbs, no e-mail addresses.
    return rows.map((row) => presentActivity(row, [], today, false));
  }),
});
