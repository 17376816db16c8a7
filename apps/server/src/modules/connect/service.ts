// Copies to Connect queued again (DECISIONS "The external collaboration service"): a failed copy
// goes back to UPLOADING with a new job (a matter's all at once by its ADMIN, one document's by its
// uploader too), and once Connect is authorised every copy that waits or failed is queued at once,
// not at its next retry minutes later, with no stale "not authorised" reason left on it.
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit";
import type { DbOrTx } from "../../db/client";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import { connectCopyJob } from "./jobs";
import { forgetWaitingReasons, reopenFailedCopies } from "./queries";

type Only = Parameters<typeof reopenFailedCopies>[1];

/** Reopens the failed copies named, each with its job and one trail entry per matter; answers how many. */
async function requeueFailed(tx: DbOrTx, enqueue: Enqueue, actorId: number, only: Only) {
  const reopened = await reopenFailedCopies(tx, only);
  const byMatter = new Map<number, number[]>();
  for (const { id, matterId } of reopened) {
    await enqueue(connectCopyJob, { documentId: id });
    byMatter.set(matterId, [...(byMatter.get(matterId) ?? []), id]);
  }
  for (const [matterId, retried] of byMatter)
    await recordAudit(tx, {
      actorId,
      entity: "connectCopies",
      entityId: matterId,
      action: "update",
      after: { retried },
    });
  return reopened.length;
}

/** A matter's failed copies, or one document's, queued again by `actorId`; answers how many. */
export const retryFailedCopies = (app: FastifyInstance, actorId: number, only: Only) =>
  transactionWithJobs(app, (tx, enqueue) => requeueFailed(tx, enqueue, actorId, only));

/** Connect was just authorised: every waiting copy is due now, every failed one queued again. */
export async function queueCopiesNow(app: FastifyInstance, actorId: number) {
  const requeued = await transactionWithJobs(app, async (tx, enqueue) => {
    await forgetWaitingReasons(tx);
    await app.jobs.retryNow(tx, connectCopyJob);
    return requeueFailed(tx, enqueue, actorId, {});
  });
  app.jobs.wake(connectCopyJob);
  return requeued;
}
