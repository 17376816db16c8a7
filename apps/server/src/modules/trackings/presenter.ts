// The API shapes of a template and a tracking (SPEC 3 "Tracking and template", "Procedural step"):
// each step with its duration to the next, its deadline as sent (the month only when estimated),
// whether that deadline was missed, and its documents.
import type { CategoryOption } from "@litfolio/shared/matters";
import type { Verb } from "@litfolio/shared/permissions";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import {
  durationBetween,
  type ProceduralStep,
  type Template,
  type Tracking,
} from "@litfolio/shared/tracking";
import type { DocumentRow } from "../../files/documents";
import { presentStepDocuments } from "../step-documents/presenter";
import type { StepRow, TemplateRecord, TrackingRecord } from "./queries";

/** A proceeding in these states is over: its past deadlines are no longer "missed". */
const closedStatuses: readonly ProceedingStatus[] = ["SETTLED", "DECIDED", "WITHDRAWN"];

/** The deadline as the API carries it: YYYY-MM when estimated (stored as the month's first day). */
const sentDeadline = (row: StepRow) =>
  row.deadline && row.estimateDeadline ? row.deadline.slice(0, 7) : row.deadline;

/** A deadline before today (an estimate: before this month). */
function isPast(row: StepRow, today: string) {
  if (!row.deadline) return false;
  return row.estimateDeadline ? row.deadline.slice(0, 7) < today.slice(0, 7) : row.deadline < today;
}

export interface StepContext {
  template: boolean;
  /** The proceeding is still open (a template has none). */
  open: boolean;
  /** The caller's verbs on the tracking (documents take theirs from them). */
  permissions: readonly Verb[];
  documents: Map<number, DocumentRow[]>;
  /** YYYY-MM-DD. */
  today: string;
}

export function presentSteps(rows: readonly StepRow[], context: StepContext): ProceduralStep[] {
  return rows.map((row, index) => {
    const next = rows[index + 1];
    const deadline = sentDeadline(row);
    const nextStepDuration = !next
      ? null
      : context.template
        ? row.averageDuration
        : durationBetween(
            { deadline, estimateDeadline: row.estimateDeadline },
            { deadline: sentDeadline(next), estimateDeadline: next.estimateDeadline },
          );
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      averageDuration: row.averageDuration,
      nextStepDuration,
      estimateDeadline: row.estimateDeadline,
      courtHearing: row.courtHearing,
      clientDeadline: row.clientDeadline,
      deadline,
      missedDeadline: !context.template && context.open && isPast(row, context.today),
      attachedDocuments: presentStepDocuments(context.documents.get(row.id) ?? [], context.permissions, {
        template: context.template,
      }),
      tracking: { id: row.trackingId },
    };
  });
}

const categoryOf = (category: TemplateRecord["category"]): CategoryOption => category;

export const presentTemplate = (
  record: TemplateRecord,
  steps: ProceduralStep[],
  permissions: Verb[],
): Template => ({
  id: record.tracking.id,
  template: true,
  category: categoryOf(record.category),
  matter: { id: record.tracking.matterId, name: record.matterName },
  proceduralSteps: steps,
  permissions,
  version: record.tracking.version,
});

export const isOpen = (record: TrackingRecord) => !closedStatuses.includes(record.proceeding.status);

export function presentTracking(
  record: TrackingRecord,
  steps: ProceduralStep[],
  permissions: Verb[],
): Tracking {
  const category = categoryOf(record.category);
  const matter = { id: record.tracking.matterId, name: record.matterName };
  return {
    id: record.tracking.id,
    template: false,
    category,
    proceeding: { id: record.proceeding.id, code: record.proceeding.code, matter, category },
    basedOnTemplate:
      record.tracking.basedOnTemplateId === null ? null : { id: record.tracking.basedOnTemplateId },
    proceduralSteps: steps,
    permissions,
    version: record.tracking.version,
  };
}
