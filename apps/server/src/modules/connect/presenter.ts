// A matter's failed copies to Connect as answered: each document with its reason, its uploader and
// where it is filed (a tracking step, or an activity's comment), for the panel's links.
import type { DocumentPlace, FailedCopies } from "@litfolio/shared/connect";
import { creatorOf } from "../../files/documents";
import type { failedCopies } from "./queries";

type FailedPage = Awaited<ReturnType<typeof failedCopies>>;
type FailedRow = FailedPage["rows"][number];

function placeOf(row: FailedRow): DocumentPlace {
  if (row.activityId !== null)
    return { kind: "comment", activityId: row.activityId, activityTitle: row.activityTitle ?? "" };
  return {
    kind: "step",
    proceedingId: row.proceedingId,
    proceedingCode: row.proceedingCode,
    trackingId: row.trackingId,
    stepId: row.stepId ?? 0,
    stepTitle: row.stepTitle ?? "",
  };
}

export const presentFailedCopies = ({ rows, totalElements }: FailedPage): FailedCopies => ({
  items: rows.map((row) => ({
    id: row.id,
    name: row.name,
    reason: row.reason,
    createdBy: creatorOf(row),
    createdDate: row.createdAt.toISOString(),
    place: placeOf(row),
  })),
  totalElements,
});
