// Asking the matter's active clients to approve documents (SPEC 4 "Documents"; issue 28). A write that
// adds a document needing approval (or marks one) stores one `approval_requests` row per active
// client in its transaction, and a job per client that waits `APPROVAL_MAIL_WINDOW_SECONDS` from the
// first such row: its queue keeps one waiting job per client, so the rows of the next few minutes,
// from any sender, join the same job. The job sends ONE mail listing what is still worth asking, by
// activity. So one lawyer's 300 uploads in 5 s (or anyone's) cause at most one mail per client per
// window, and a mail lists at most `LISTED_DOCUMENTS`, counting the rest.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { activities, activityComments } from "../../db/schema/activities";
import { approvalRequests } from "../../db/schema/approval-requests";
import { documents } from "../../db/schema/documents";
import { matters, participations } from "../../db/schema/matters";
import { users } from "../../db/schema/users";
import type { Enqueue, JobType } from "../../jobs/job-type";
import { queueMail } from "../../mail/outbox";
import { approvingClients, reachableUser } from "../../mail/recipients";
import { type ApprovalGroup, approvalRequestMail } from "../../mail/templates";

/** How long after a client's first request their mail waits for more. */
export const APPROVAL_MAIL_WINDOW_SECONDS = 5 * 60;

/** A mail lists this many documents; the rest are counted, with a link to the activities. */
export const LISTED_DOCUMENTS = 50;

/** The advisory locks of a client's requests: (this, the client's user id). */
const LOCK_SPACE = 28_005;

/**
 * The requests and the job that takes them meet on a lock per client: writes share it, the job takes
 * it alone. The job so waits for writes that found its job still waiting (and so queued none) to
 * commit their rows, and a write arriving while the job runs finds the job running and queues the next.
 */
const lockRequestsOf = (tx: DbOrTx, recipientIds: number[], mode: "shared" | "exclusive") =>
  tx.execute(
    mode === "shared"
      ? sql`select pg_advisory_xact_lock_shared(${LOCK_SPACE}, id) from unnest(${sql.param(recipientIds)}::int[]) as id`
      : sql`select pg_advisory_xact_lock(${LOCK_SPACE}, id) from unnest(${sql.param(recipientIds)}::int[]) as id`,
  );

const recipientPayload = z.strictObject({ recipientId: z.number().int().positive() });

export const approvalRequestsJob: JobType<z.infer<typeof recipientPayload>> = {
  name: "approval-requests",
  description:
    "Sends a client one e-mail listing the documents awaiting their approval, at most every 5 minutes.",
  payload: recipientPayload,
  // "short": one waiting job per client (its singletonKey); a request while one waits adds none.
  queue: { policy: "short", retryLimit: 5, retryDelay: 30, retryBackoff: true },
  handle: ({ recipientId }, run) => sendApprovalRequests(run, recipientId),
};

/**
 * In a write's transaction: asks the matter's active clients to approve these documents (of the
 * caller, `senderId`), each by the mail their job sends at the end of the window.
 */
export async function askForApproval(
  tx: DbOrTx,
  enqueue: Enqueue,
  { matterId, senderId, documentIds }: { matterId: number; senderId: number; documentIds: number[] },
) {
  if (documentIds.length === 0) return;
  const recipientIds = (await approvingClients(tx, matterId)).map((client) => client.id);
  if (recipientIds.length === 0) return;
  await lockRequestsOf(tx, recipientIds, "shared");
  await tx
    .insert(approvalRequests)
    .values(
      recipientIds.flatMap((recipientId) =>
        documentIds.map((documentId) => ({ recipientId, documentId, senderId })),
      ),
    )
    .onConflictDoNothing();
  for (const recipientId of recipientIds) {
    await enqueue(
      approvalRequestsJob,
      { recipientId },
      { startAfter: APPROVAL_MAIL_WINDOW_SECONDS, singletonKey: String(recipientId) },
    );
  }
}

/**
 * The requested documents still worth asking about, oldest first: still needing approval and
 * not approved (a deleted one took its request along), on matters where the recipient is still an
 * active client (who reads every activity of the matter).
 */
const stillAsked = (tx: DbOrTx, recipientId: number, documentIds: number[]) =>
  tx
    .select({
      documentId: documents.id,
      name: documents.name,
      activity: { id: activities.id, title: activities.title },
      matterName: matters.name,
    })
    .from(documents)
    .innerJoin(activityComments, eq(activityComments.id, documents.commentId))
    .innerJoin(activities, eq(activities.id, activityComments.activityId))
    .innerJoin(matters, eq(matters.id, documents.matterId))
    .innerJoin(
      participations,
      and(
        eq(participations.matterId, documents.matterId),
        eq(participations.userId, recipientId),
        eq(participations.role, "CLIENT_ACTIVE"),
      ),
    )
    .where(
      and(
        inArray(documents.id, documentIds),
        eq(documents.approvalNeeded, true),
        isNull(documents.approvedAt),
      ),
    )
    .orderBy(asc(documents.id));

/** The documents by activity, in the order each activity first comes. */
function byActivity(rows: Awaited<ReturnType<typeof stillAsked>>): ApprovalGroup[] {
  const groups = new Map<number, ApprovalGroup>();
  for (const row of rows) {
    const group = groups.get(row.activity.id);
    if (group) group.documentNames.push(row.name);
    else
      groups.set(row.activity.id, {
        activity: row.activity,
        matterName: row.matterName,
        documentNames: [row.name],
      });
  }
  return [...groups.values()];
}

/** The names of the users who asked, in the order given. */
async function senderNames(tx: DbOrTx, senderIds: number[]) {
  const rows = await tx
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, senderIds));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return senderIds.flatMap((id) => names.get(id) ?? []);
}

export interface ApprovalRun {
  db: Db;
  config: Config;
  enqueueIn(tx: Tx): Enqueue;
}

/**
 * The job: takes all the recipient's requests and queues one mail with those still worth asking
 * (none: no mail), in one transaction, so a failure leaves the requests for the retry.
 */
export async function sendApprovalRequests({ db, config, enqueueIn }: ApprovalRun, recipientId: number) {
  await db.transaction(async (tx) => {
    await lockRequestsOf(tx, [recipientId], "exclusive");
    const taken = await tx
      .delete(approvalRequests)
      .where(eq(approvalRequests.recipientId, recipientId))
      .returning({ documentId: approvalRequests.documentId, senderId: approvalRequests.senderId });
    const recipient = taken.length > 0 ? await reachableUser(tx, recipientId) : null;
    if (!recipient) return;
    const rows = await stillAsked(
      tx,
      recipientId,
      taken.map((request) => request.documentId),
    );
    if (rows.length === 0) return;
    const senderOf = new Map(taken.map((request) => [request.documentId, request.senderId]));
    const senderIds = new Set(rows.flatMap((row) => senderOf.get(row.documentId) ?? []));
    const listed = rows.slice(0, LISTED_DOCUMENTS);
    const mail = {
      senders: await senderNames(tx, [...senderIds]),
      groups: byActivity(listed),
      more: rows.length - listed.length,
    };
    await queueMail(tx, enqueueIn(tx), approvalRequestMail(config, recipient, mail));
  });
}
