// Background jobs on pg-boss, in the same PostgreSQL (or PGlite) database as the data, so several
// server processes share one queue. On PGlite pg-boss runs its SQL on our single connection.
import PgBoss from "pg-boss";
import { deleteExpiredSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { deleteExpiredIdempotencyKeys } from "../http/idempotency";
import { closeStaleMails, markMailFailed, type QueuedMail, sendStoredMail } from "../mail/outbox";
import { type MailTransport, SMTP_CONNECTIONS } from "../mail/transport";

/**
 * Sign-in codes and reset links have a queue and a worker of their own, so they never wait behind
 * a batch of bulk mail (activation links) being sent, and a flood of bulk mail never delays them.
 * Within it a sign-in code goes before a reset link (pg-boss priority), as reset requests can be
 * sent by anyone.
 */
const URGENT_QUEUE = "mail-urgent";
const BULK_QUEUE = "mail";
const MAIL_DEAD_QUEUE = "mail-failed";
const HOUSEKEEPING_QUEUE = "housekeeping";

const ROUTE: Record<QueuedMail["kind"], { queue: string; priority: number }> = {
  signInCode: { queue: URGENT_QUEUE, priority: 1 },
  resetLink: { queue: URGENT_QUEUE, priority: 0 },
  bulk: { queue: BULK_QUEUE, priority: 0 },
};

export interface Jobs {
  /** Queues stored mails for sending; call after the transaction that stored them committed. */
  sendMail(mails: QueuedMail[]): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** How often workers look for new jobs; tests use the minimum. */
  pollingIntervalSeconds?: number;
  /** Seconds before the first retry of a failed mail (it doubles on each retry). */
  mailRetryDelaySeconds?: number;
}

export async function startJobs(
  database: Database,
  transport: MailTransport,
  options: JobOptions = {},
): Promise<Jobs> {
  const boss = new PgBoss(
    database.kind === "pglite"
      ? { db: database.executor, schedule: false }
      : { connectionString: database.connectionString, max: 4, schedule: false },
  );
  boss.on("error", (error) => console.error("job queue error", error));
  await boss.start();
  const mailQueue = {
    retryLimit: 5,
    retryDelay: options.mailRetryDelaySeconds ?? 30,
    retryBackoff: true,
    deadLetter: MAIL_DEAD_QUEUE,
  };
  await applyQueue(boss, MAIL_DEAD_QUEUE);
  await applyQueue(boss, URGENT_QUEUE, mailQueue);
  await applyQueue(boss, BULK_QUEUE, mailQueue);
  await applyQueue(boss, HOUSEKEEPING_QUEUE);

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  /**
   * A worker fetching `batchSize` mails per poll and sending them in parallel; only the ones that
   * failed are retried. Bulk mail leaves one pooled SMTP connection free, so an urgent mail never
   * waits behind it in the pool.
   */
  const startMailWorker = async (queue: string, batchSize: number) => {
    // Known as soon as boss.work answers, before the worker's first fetch can have come back.
    let workerId = "";
    workerId = await boss.work<{ mailId: number }>(
      queue,
      { pollingIntervalSeconds, batchSize },
      async (jobs) => {
        const results = await Promise.allSettled(
          jobs.map((job) => sendStoredMail(database.db, transport, job.data.mailId)),
        );
        const failed = jobs.filter((_, index) => results[index]?.status === "rejected").map((job) => job.id);
        // pg-boss completes the batch when this returns, all but the jobs already failed here
        // (their error is kept on the mail row).
        if (failed.length > 0) await boss.fail(queue, failed);
        // A full batch: more may be waiting, so the worker fetches again at once, not after a poll.
        if (jobs.length === batchSize) boss.notifyWorker(workerId);
      },
    );
    return workerId;
  };
  const urgentWorker = await startMailWorker(URGENT_QUEUE, SMTP_CONNECTIONS);
  await startMailWorker(BULK_QUEUE, SMTP_CONNECTIONS - 1);
  await boss.work<{ mailId: number }>(MAIL_DEAD_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await markMailFailed(database.db, job.data.mailId);
  });
  await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await deleteExpiredSessions(database.db);
    await closeStaleMails(database.db);
    await deleteExpiredIdempotencyKeys(database.db);
  });
  const housekeeping = setInterval(
    () => void boss.send(HOUSEKEEPING_QUEUE, {}, { singletonKey: "sessions" }),
    15 * 60_000,
  );
  housekeeping.unref();

  return {
    async sendMail(mails) {
      for (const { id, kind } of mails) {
        const { queue, priority } = ROUTE[kind];
        await boss.send(queue, { mailId: id }, { priority });
        // This process's worker looks at once instead of at its next poll; others poll as usual.
        if (queue === URGENT_QUEUE) boss.notifyWorker(urgentWorker);
      }
    },
    async stop() {
      clearInterval(housekeeping);
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
      transport.close();
    },
  };
}

/** Creates the queue, or brings an existing one to these settings (createQueue leaves it as it was). */
async function applyQueue(boss: PgBoss, name: string, settings: Omit<PgBoss.Queue, "name"> = {}) {
  await boss.createQueue(name, { name, ...settings });
  await boss.updateQueue(name, { name, ...settings });
}
