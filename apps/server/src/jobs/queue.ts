// Background jobs on pg-boss, in the same PostgreSQL (or PGlite) database as the data, so several
// server processes share one queue and a write enqueues its jobs in its own transaction. On PGlite
// pg-boss runs its SQL on our single connection. The caller names the job types to run (the
// composition root passes job-registry.ts's).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import PgBoss from "pg-boss";
import { type Database, type Tx, transactionExecutor } from "../db/client";
import { ListeningClient } from "../db/connection-loss";
import type { Enqueue, EnqueueOptions, JobContext, JobType } from "./job-type";

export interface Jobs {
  /** Inserts the job on the transaction's connection: it exists once, and only if, that commits. */
  enqueue<Payload extends object>(
    tx: Tx,
    type: JobType<Payload>,
    payload: NoInfer<Payload>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Makes the type's jobs that wait for a retry due now, in the caller's transaction (what they
   * waited for has changed). pg-boss has no call for it: one UPDATE of its job table (pg-boss 10).
   */
  retryNow(tx: Tx, type: JobType<object>): Promise<void>;
  /** Makes this process's worker for the type look at once instead of at its next poll. */
  wake(type: JobType<object>): void;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** How often workers look for new jobs, unless their type says otherwise; tests use the minimum. */
  pollingIntervalSeconds?: number;
  /** Replaces every type's delay before a first retry (tests shorten it). */
  retryDelaySeconds?: number;
  /** The job types to run: job-registry.ts's, and in tests some of their own. */
  types: readonly JobType<object>[];
}

export async function startJobs(
  database: Database,
  services: Omit<JobContext, "db" | "enqueueIn">,
  options: JobOptions,
): Promise<Jobs> {
  const { types, pollingIntervalSeconds = 2 } = options;
  // On PostgreSQL pg-boss runs on a pool of ours, so stop() can let it drain before ending it.
  const pool =
    database.kind === "postgres"
      ? new pg.Pool({
          connectionString: database.connectionString,
          max: 4,
          application_name: "pgboss",
          Client: ListeningClient,
        })
      : undefined;
  pool?.on("error", logQueueError);
  let stopped = false;
  const boss = new PgBoss({
    db: pool
      ? {
          // pg-boss's type promises a result; its own Db answers undefined once closed, as queueSql does.
          executeSql: (text, values) =>
            queueSql(pool, text, values, () => stopped) as Promise<pg.QueryResult>,
        }
      : database.executor,
    schedule: false,
  });
  boss.on("error", logQueueError);
  await boss.start();
  // Every queue exists before any is given its settings: a dead letter must name an existing queue.
  // createQueue leaves an existing queue as it was, so updateQueue brings it to the declaration.
  for (const { name } of types) await boss.createQueue(name, { name });
  for (const type of types) await boss.updateQueue(type.name, queueSettings(type, options.retryDelaySeconds));

  const workerIds = new Map<string, string>();
  const enqueue: Jobs["enqueue"] = async (tx, type, payload, enqueueOptions) => {
    if (!workerIds.has(type.name)) throw new Error(`The job type ${type.name} is not registered`);
    await boss.send(type.name, type.payload.parse(payload), {
      ...enqueueOptions,
      db: transactionExecutor(tx),
    });
  };
  const context: JobContext = {
    db: database.db,
    ...services,
    enqueueIn: (tx) => (type, payload, enqueueOptions) => enqueue(tx, type, payload, enqueueOptions),
  };
  for (const type of types) {
    const polling = type.pollingIntervalSeconds ?? pollingIntervalSeconds;
    workerIds.set(type.name, await startWorker(boss, type, context, polling));
  }
  const repeats = types.flatMap(({ name, repeat }) => {
    if (!repeat) return [];
    // A singleton per period: one job each period, however many processes enqueue it.
    const period = { singletonKey: name, singletonMinutes: repeat.everyMinutes };
    const enqueue = () => boss.send(name, repeat.payload, period).catch(logQueueError);
    const timer = setInterval(enqueue, repeat.everyMinutes * 60_000);
    timer.unref();
    return [timer];
  });

  return {
    enqueue,
    async retryNow(tx, type) {
      await tx.execute(
        sql`update pgboss.job set start_after = now() where name = ${type.name} and state = 'retry'`,
      );
    },
    wake(type) {
      const workerId = workerIds.get(type.name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async stop() {
      for (const timer of repeats) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
      // There are more workers than connections: a worker may still wait for one to fetch. Ended
      // now, the pool would neither serve nor fail that fetch, and pg-boss's loop waiting for the
      // worker to stop would keep the process alive. Served (with nothing, see queueSql), the
      // worker sees that it is stopping.
      stopped = true;
      if (pool) {
        await drained(pool);
        await pool.end();
      }
      services.transport.close();
    },
  };
}

/**
 * Runs `work` in one transaction with an `enqueue` for it: the jobs it enqueues are inserted in
 * that transaction, so a rollback enqueues nothing and a commit cannot lose one. Types someone
 * waits for (`wakeOnCommit`) wake this process's worker as soon as the transaction has committed.
 */
export async function transactionWithJobs<T>(
  app: FastifyInstance,
  work: (tx: Tx, enqueue: Enqueue) => Promise<T>,
): Promise<T> {
  const toWake = new Set<JobType<object>>();
  const result = await app.db.transaction((tx) =>
    work(tx, async (type, payload, options) => {
      await app.jobs.enqueue(tx, type, payload, options);
      if (type.wakeOnCommit) toWake.add(type);
    }),
  );
  for (const type of toWake) app.jobs.wake(type);
  return result;
}

/** The type's queue settings, with `retryDelaySeconds` for its retry delay when one is given. */
function queueSettings(
  { name, queue }: JobType<object>,
  retryDelaySeconds: number | undefined,
): PgBoss.Queue {
  if (queue?.retryDelay === undefined || retryDelaySeconds === undefined) return { name, ...queue };
  return { name, ...queue, retryDelay: retryDelaySeconds };
}

/**
 * A worker fetching up to `batchSize` jobs per poll and running them in parallel. Only the jobs
 * that threw are failed (and so retried, their error kept in the job's output); pg-boss completes
 * the rest when this returns.
 */
async function startWorker<Payload extends object>(
  boss: PgBoss,
  type: JobType<Payload>,
  context: JobContext,
  pollingIntervalSeconds: number,
) {
  const batchSize = type.batchSize ?? 1;
  // Known as soon as boss.work answers, before the worker's first fetch can have come back.
  let workerId = "";
  workerId = await boss.work(type.name, { pollingIntervalSeconds, batchSize }, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await type.handle(type.payload.parse(job.data), context);
        } catch (error) {
          // A failure that cannot be recorded (the database is gone) must not reach pg-boss, which
          // would fail the batch without awaiting it: the job is retried once its lease expires.
          await boss.fail(type.name, job.id, { error: String(error) }).catch(logQueueError);
        }
      }),
    );
    // A full batch: more may be waiting, so the worker fetches again at once, not after a poll.
    if (jobs.length === batchSize) boss.notifyWorker(workerId);
  });
  return workerId;
}

/**
 * pg-boss's SQL on the pool. Once the queue has stopped, a statement answers nothing (undefined, as
 * pg-boss's own Db does once closed, which its fetch and complete expect): a worker's late fetch
 * takes no job, and a job finishing after stop() completes into nothing, its completion lost as with
 * a lost connection (the job runs again once its lease expires), never asking the ended pool.
 */
async function queueSql(pool: pg.Pool, text: string, values: unknown[], stopped: () => boolean) {
  if (stopped()) return undefined;
  const client = await pool.connect();
  try {
    return stopped() ? undefined : await client.query(text, values);
  } finally {
    client.release();
  }
}

/** Until no query waits for or holds a connection of the pool (at most 5 s). */
async function drained(pool: pg.Pool) {
  const deadline = Date.now() + 5000;
  while ((pool.waitingCount > 0 || pool.idleCount < pool.totalCount) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

function logQueueError(error: unknown) {
  console.error("job queue error", error);
}
