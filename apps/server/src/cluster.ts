// The primary of several server processes (WEB_CONCURRENCY > 1, PostgreSQL only): it forks the
// workers, which each serve on the shared port (node:cluster hands the connections out round-robin),
// replaces a worker that ends unexpectedly, and on SIGINT/SIGTERM stops them all and exits 0.
// Everything the workers share lives in the database (sessions, rate limits, import previews, the
// job queue), so any worker may answer any request.
import cluster, { type Worker } from "node:cluster";

/** A worker that ends sooner than this after its start counts as a crash loop's. */
const STEADY_MS = 30_000;
const MAX_DELAY_MS = 30_000;

/** Forks `count` workers; answers once all of them listen. */
export function superviseWorkers(count: number): Promise<void> {
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  let stopping = false;
  let quickEnds = 0;

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    // One that ran steadily is replaced at once. One that keeps failing soon after its start (its
    // database gone, say) ever later, up to every 30 s, rather than in a loop that would spin a
    // core and flood the log.
    quickEnds = lived < STEADY_MS ? quickEnds + 1 : 0;
    const delay = quickEnds === 0 ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (quickEnds - 1));
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); a new one starts in ${delay / 1000} s`,
    );
    setTimeout(() => stopping || fork(), delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(0);
    // Each worker stops as a single server does: it finishes its requests and its jobs first.
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  return new Promise((resolve) => {
    let listening = 0;
    cluster.on("listening", () => {
      listening += 1;
      // The first worker installs the job queue's tables and queues alone; the others start after
      // it, so that they never race to create them.
      if (listening === 1) for (let more = 1; more < count; more += 1) fork();
      if (listening === count) resolve();
    });
    fork();
  });
}
