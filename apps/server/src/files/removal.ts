// Removing the bytes of deleted documents. A delete that takes document rows (itself or by CASCADE:
// a comment, an activity, a proceeding, a matter, a tracking's steps) collects their store keys
// first and enqueues one removal job in its own transaction: a rolled-back delete removes nothing,
// a committed one cannot forget its files, and the job runs as soon as the transaction commits.
// Housekeeping (housekeeping.ts) is left with what a crash leaves: an upload never committed.
import { eq, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../db/client";
import { activities, activityComments } from "../db/schema/activities";
import { documents } from "../db/schema/documents";
import { proceduralSteps, trackings } from "../db/schema/tracking";
import type { Enqueue, JobType } from "../jobs/job-type";

const removalPayload = z.strictObject({ keys: z.array(z.string()).min(1) });

export const fileRemovalJob: JobType<z.infer<typeof removalPayload>> = {
  name: "file-removal",
  description: "Removes the stored files of deleted documents after the delete committed.",
  payload: removalPayload,
  // A failing store (a disk, later a bucket) is tried again; removing a missing file is no error.
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  wakeOnCommit: true,
  async handle({ keys }, { files }) {
    for (const key of keys) await files.remove(key);
  },
};

/** What a delete takes, with every document under it. */
export type DocumentHolder =
  | { matterId: number }
  | { proceedingId: number }
  | { activityId: number }
  | { commentId: number }
  | { stepIds: number[] };

/** The documents under the holder: on its comments (of its activities) and on its steps. */
function documentsUnder(tx: DbOrTx, holder: DocumentHolder): SQL | undefined {
  if ("matterId" in holder) return eq(documents.matterId, holder.matterId);
  if ("commentId" in holder) return eq(documents.commentId, holder.commentId);
  if ("stepIds" in holder) return inArray(documents.stepId, holder.stepIds);
  const comments = tx.select({ id: activityComments.id }).from(activityComments);
  if ("activityId" in holder)
    return inArray(documents.commentId, comments.where(eq(activityComments.activityId, holder.activityId)));
  const onTracking = eq(trackings.proceedingId, holder.proceedingId);
  const steps = tx
    .select({ id: proceduralSteps.id })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .where(onTracking);
  const commentsOnTracking = comments
    .innerJoin(activities, eq(activities.id, activityComments.activityId))
    .innerJoin(trackings, eq(trackings.id, activities.trackingId))
    .where(onTracking);
  return or(inArray(documents.stepId, steps), inArray(documents.commentId, commentsOnTracking));
}

/** Enqueues the removal of these stored files in the deleting transaction (none: no job). */
export async function removeFilesOnCommit(enqueue: Enqueue, keys: readonly string[]) {
  if (keys.length > 0) await enqueue(fileRemovalJob, { keys: [...keys] });
}

/**
 * Enqueues the removal of the files of the documents under `holder`, in the deleting transaction and
 * before the delete (afterwards their rows, and so their keys, are gone).
 */
export async function removeDocumentFilesOnCommit(tx: DbOrTx, enqueue: Enqueue, holder: DocumentHolder) {
  const rows = await tx
    .select({ key: documents.storageKey })
    .from(documents)
    .where(documentsUnder(tx, holder));
  await removeFilesOnCommit(
    enqueue,
    rows.map((row) => row.key),
  );
}
