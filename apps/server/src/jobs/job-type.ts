// What a kind of background job is, declared once beside its handler and listed in job-registry.ts;
// jobs/queue.ts creates its pg-boss queue and worker from the declaration.
import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import type { FileStore } from "../files/store";
import type { MailTransport } from "../mail/transport";

/** What handlers may use besides their payload. */
export interface JobContext {
  db: Db;
  config: Config;
  transport: MailTransport;
  files: FileStore;
  /** Enqueues further jobs in the handler's own transaction. */
  enqueueIn(tx: Tx): Enqueue;
}

export interface JobType<Payload extends object> {
  /** The pg-boss queue's name. Renaming a type strands the jobs already queued under the old name. */
  name: string;
  /** What the job does, in a sentence (docs/reference.md lists every job with it). */
  description: string;
  /** Checked when a job is enqueued (a refusal fails the enqueuing transaction) and when it runs. */
  payload: z.ZodType<Payload>;
  /**
   * Retry policy (`retryLimit`, `retryDelay` in seconds, `retryBackoff` doubling it),
   * `deadLetter`, the name of the type that gets a job once its retries are spent, and `policy`:
   * "short" keeps one waiting job per `singletonKey` (a second enqueue while one waits adds none).
   */
  queue?: Omit<PgBoss.Queue, "name">;
  /** Jobs the worker fetches per poll and runs in parallel (1 by default). */
  batchSize?: number;
  /** How often the worker looks for jobs when it is not woken; by default startJobs' setting. */
  pollingIntervalSeconds?: number;
  /**
   * Someone waits for these jobs: a transaction that enqueued one wakes this process's worker as it
   * commits, instead of leaving the job to the next poll.
   */
  wakeOnCommit?: boolean;
  /** Enqueued every `everyMinutes` by each process; one job per period, however many processes run. */
  repeat?: { everyMinutes: number; payload: Payload };
  /** Runs one job; throwing fails it, and the queue retries it as `queue` says. */
  handle(payload: Payload, context: JobContext): Promise<void>;
}

/** Per-job choices at enqueue time (`startAfter` in seconds); the rest is the type's. */
export type EnqueueOptions = Pick<PgBoss.SendOptions, "priority" | "startAfter" | "singletonKey">;

/** Enqueues a job in the caller's transaction (see transactionWithJobs in jobs/queue.ts). */
export type Enqueue = <Payload extends object>(
  type: JobType<Payload>,
  payload: NoInfer<Payload>,
  options?: EnqueueOptions,
) => Promise<void>;
