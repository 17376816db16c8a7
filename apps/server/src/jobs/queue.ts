// Background jobs on pg-boss, in the same PostgreSQL (or PGlite) database as the data, so several
// server processes share one queue. On PGlite pg-boss runs its SQL on our single connection.
import PgBoss from "pg-boss";
import { deleteExpiredSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { deleteExpiredIdempotencyKeys } from "../http/idempotency";
import { markMailFailed, sendStoredMail } from "../mail/outbox";
import type { MailTransport } from "../mail/transport";

const MAIL_QUEUE = "mail";
const MAIL_DEAD_QUEUE = "mail-failed";
const HOUSEKEEPING_QUEUE = "housekeeping";

export interface Jobs {
  /** Queues stored mails for sending; call after the transaction that stored them committed. */
  sendMail(mailIds: number[]): Promise<void>;
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
  await boss.createQueue(MAIL_DEAD_QUEUE);
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: 5,
    retryDelay: options.mailRetryDelaySeconds ?? 30,
    retryBackoff: true,
    deadLetter: MAIL_DEAD_QUEUE,
  });
  await boss.createQueue(HOUSEKEEPING_QUEUE);

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  await boss.work<{ mailId: number }>(MAIL_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await sendStoredMail(database.db, transport, job.data.mailId);
  });
  await boss.work<{ mailId: number }>(MAIL_DEAD_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await markMailFailed(database.db, job.data.mailId);
  });
  await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await deleteExpiredSessions(database.db);
    await deleteExpiredIdempotencyKeys(database.db);
  });
  const housekeeping = setInterval(
    () => void boss.send(HOUSEKEEPING_QUEUE, {}, { singletonKey: "sessions" }),
    15 * 60_000,
  );
  housekeeping.unref();

  return {
    async sendMail(mailIds) {
      for (const mailId of mailIds) await boss.send(MAIL_QUEUE, { mailId });
    },
    async stop() {
      clearInterval(housekeeping);
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
      transport.close();
    },
  };
}
