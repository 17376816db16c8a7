// The API shapes of a template and a tracking (SPEC 3 "Tracking and template", "Procedural step"):
// each step with its duration to the next, its deadline as sent (the month only when estimated),
// whether that deadline was missed (the one rule: missed-deadlines/rule.ts), whether and by whom it
// was done, and its documents.
import type { CategoryOption } from "@litfolio/shared/matters";
import type { Verb } from "@litfolio/shared/permissions";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import {
  deadlineAsSent,
  durationToNextStep,
  type ProceduralStep,
  type Template,
  type Tracking,
} from "@litfolio/shared/tracking";
import type { CopyView, DocumentRow } from "../../files/documents";
import { isMissedDeadline } from "../missed-deadlines/rule";
import { presentStepDocuments } from "../step-documents/presenter";
import type { StepRow, TemplateRecord, TrackingRecord } from "./queries";

export interface StepContext {
  template: boolean;
  /** The tracking's proceeding's status; null for a template (which has none). */
  proceedingStatus: ProceedingStatus | null;
  /** The caller's verbs on the tracking (documents take theirs from them). */
  permissions: readonly Verb[];
  documents: Map<number, DocumentRow[]>;
  /** How the documents' copies to Connect are answered (null: Connect is not configured). */
  copies: CopyView;
  /** YYYY-MM-DD (`todayUtc`). */
  today: string;
}

export function presentSteps(rows: readonly StepRow[], context: StepContext): ProceduralStep[] {
  return rows.map((row, index) => {
    const next = rows[index + 1];
    const deadline = deadlineAsSent(row);
    const nextStepDuration = durationToNextStep(
      { deadline, estimateDeadline: row.estimateDeadline, averageDuration: row.averageDuration },
      next && { deadline: deadlineAsSent(next), estimateDeadline: next.estimateDeadline },
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
      missedDeadline:
        context.proceedingStatus !== null && isMissedDeadline(row, context.proceedingStatus, context.today),
      done: row.doneOn === null ? null : { on: row.doneOn, by: row.doneByUser },
      attachedDocuments: presentStepDocuments(context.documents.get(row.id) ?? [], context.permissions, {
        template: context.template,
        copies: context.copies,
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
