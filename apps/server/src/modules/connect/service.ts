// Connect's writes outside the token: the `state` of an authorisation in progress (bound to the
// session that started it, used up by its answer), and copies queued again (DECISIONS "The external
// collaboration service"): a failed copy goes back to UPLOADING with a new job (a matter's all at
// once by its ADMIN, one document's by its uploader too), and once Connect is authorised every copy
// that waits or failed is queued at once, not at its next retry minutes later, with no stale "not
// authorised" reason left on it.
import { and, eq, gt, isNotNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit";
import type { DbOrTx } from "../../db/client";
import { connectStates } from "../../db/schema/connect";
import { documents } from "../../db/schema/documents";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import { connectCopyJob } from "./jobs";

/** As long as the service's code is valid (DECISIONS: 30 minutes). */
const STATE_LIFETIME_MS = 30 * 60_000;

export async function saveState(db: DbOrTx, stateHash: string, sessionId: string) {
  await db.delete(connectStates).where(lt(connectStates.expiresAt, new Date()));
  await db
    .insert(connectStates)
    .values({ stateHash, sessionId, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
}

/** Uses up the state if this session started it and it has not expired; answers whether it did. */
export async function takeState(db: DbOrTx, stateHash: string, sessionId: string) {
  const taken = await db
    .delete(connectStates)
    .where(
      and(
        eq(connectStates.stateHash, stateHash),
        eq(connectStates.sessionId, sessionId),
        gt(connectStates.expiresAt, new Date()),
      ),
    )
    .returning({ stateHash: connectStates.stateHash });
  return taken.length > 0;
}

/**
 * Puts FAILED copies back to UPLOADING, their reason gone: every one, a matter's, or one document's.
 * Answers their ids (and matters, for the trail).
 */
async function reopenFailedCopies(db: DbOrTx, only: { matterId?: number; documentId?: number } = {}) {
  return db
    .update(documents)
    .set({ status: "UPLOADING", reason: null })
    .where(
      and(
        eq(documents.status, "FAILED"),
        only.matterId === undefined ? undefined : eq(documents.matterId, only.matterId),
        only.documentId === undefined ? undefined : eq(documents.id, only.documentId),
      ),
    )
    .returning({ id: documents.id, matterId: documents.matterId });
}

/** The copies waiting for a retry lose the reason of their last attempt (Connect was just authorised). */
const forgetWaitingReasons = (db: DbOrTx) =>
  db
    .update(documents)
    .set({ reason: null })
    .where(and(eq(documents.status, "UPLOADING"), isNotNull(documents.reason)));

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

/**
 * Connect was just authorised by `actorId` (the trail says so): every waiting copy is due now, every
 * failed one queued again.
 */
export async function connectAuthorised(app: FastifyInstance, actorId: number) {
  await recordAudit(app.db, {
    actorId,
    entity: "connectToken",
    entityId: 1,
    action: "update",
    after: { authenticated: true },
  });
  const requeued = await transactionWithJobs(app, async (tx, enqueue) => {
    await forgetWaitingReasons(tx);
    await app.jobs.retryNow(tx, connectCopyJob);
    return requeueFailed(tx, enqueue, actorId, {});
  });
  app.jobs.wake(connectCopyJob);
  return requeued;
}
