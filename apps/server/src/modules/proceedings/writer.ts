// A write to one of a proceeding's lists (claimants, trucks, defendants, judgements and settlements,
// granted costs): who writes, and the transaction every such write runs in.
import type { Verb } from "@litfolio/shared/permissions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentUser } from "../../auth/guards";
import type { Db, Tx } from "../../db/client";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import type { MatterAccess } from "../../permissions/access";
import type { Resource } from "../../permissions/matrix";
import { matterAccessOf } from "../../permissions/route-access";
import { requireOnProceeding } from "./service";

/** The caller's access on the matter, their id for the trail, and the proceeding written to. */
export interface ProceedingWriter {
  access: MatterAccess;
  actorId: number;
  proceedingId: number;
}

export const proceedingWriter = (request: FastifyRequest, proceedingId: number): ProceedingWriter => ({
  access: matterAccessOf(request),
  actorId: currentUser(request).id,
  proceedingId,
});

/** What a write needs on the proceeding: `verb` on `resource` there (its tracking's: `trackings`). */
interface Needed {
  resource?: Resource;
  verb?: Verb;
}

/** Requires the verb (by the proceeding's category: a local counsel's scope) and locks the proceeding. */
const lockForWriting = (
  tx: Tx,
  { access, proceedingId }: ProceedingWriter,
  { resource = "proceedings", verb = "WRITE" }: Needed,
) => requireOnProceeding(tx, access, proceedingId, verb, { lock: true, resource });

/**
 * Runs `work` in one transaction with WRITE on the proceeding required (by its category: a local
 * counsel's scope) and the proceeding locked until commit, so writes to its lists do not interleave.
 * `work` gets the caller's verbs on the proceeding (on `resource` there: its tracking's are
 * `trackings`, with `verb` CREATE, UPLOAD or DELETE).
 */
export const writeOnProceeding = <T>(
  db: Db,
  writer: ProceedingWriter,
  work: (tx: Tx, permissions: Verb[]) => Promise<T>,
  needed: Needed = {},
): Promise<T> => db.transaction(async (tx) => work(tx, await lockForWriting(tx, writer, needed)));

/** writeOnProceeding for a write that enqueues jobs in its transaction (see transactionWithJobs). */
export const writeOnProceedingWithJobs = <T>(
  app: FastifyInstance,
  writer: ProceedingWriter,
  work: (tx: Tx, permissions: Verb[], enqueue: Enqueue) => Promise<T>,
  needed: Needed = {},
): Promise<T> =>
  transactionWithJobs(app, async (tx, enqueue) =>
    work(tx, await lockForWriting(tx, writer, needed), enqueue),
  );
