// Start-up: settings -> database (migrations applied in-process) -> demo data -> jobs -> listen.
// With WEB_CONCURRENCY > 1 (PostgreSQL) this process is the primary: it applies the migrations and
// seeds the demo data once, then forks that many workers (cluster.ts), each running serve().
// SIGINT/SIGTERM close the server, the queue and the database cleanly.
import cluster from "node:cluster";
import { buildApp } from "./app";
import { superviseWorkers } from "./cluster";
import { type Config, ConfigError, loadConfig, requireMailServer } from "./config";
import type { Database } from "./db/client";
import { surviveConnectionLossRejections } from "./db/connection-loss";
import { openDatabase } from "./db/open";
import { demoAccounts, seedDemoData } from "./demo/demo";
import { localFileStore } from "./files/local-store";
import { JOB_TYPES } from "./job-registry";
import { startJobs } from "./jobs/queue";
import { createMailTransport } from "./mail/transport";

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  surviveConnectionLossRejections();
  if (cluster.isWorker) {
    // The primary has checked the settings, applied the migrations and seeded the demo data.
    await serve(config, await openDatabase(config, { migrate: false }));
    return;
  }
  requireMailServer(config);
  const database = await openDatabase(config);
  if (
    config.demoData &&
    (await seedDemoData(database.db, config.demoPassword, localFileStore(config.dataDir)))
  ) {
    console.log(
      `Demo data created: a demo matter and the accounts ${demoAccounts.map((a) => a.emailAddress).join(", ")} (password: ${config.demoPassword})`,
    );
  }
  if (config.processes === 1) await serve(config, database);
  else {
    await database.close();
    await superviseWorkers(config.processes);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const processes = config.processes === 1 ? "1 server process" : `${config.processes} server processes`;
  console.log(
    `${config.productName} is ready on ${config.publicUrl} (${database.kind}, ${processes}, started in ${seconds} s)`,
  );
}

/** Jobs and the app on `database`, listening; stops cleanly on SIGINT/SIGTERM. */
async function serve(config: Config, database: Database) {
  const files = localFileStore(config.dataDir);
  // Every process runs the job workers: pg-boss hands each job to one of them, and a write wakes
  // its own process's worker (transactionWithJobs). Repeating jobs are enqueued as singletons per
  // period, so N processes still enqueue one a period.
  const jobs = await startJobs(
    database,
    { config, transport: createMailTransport(config, (text) => console.log(text)), files },
    { types: JOB_TYPES },
  );
  const app = await buildApp({ config, database, jobs, files, logger: { level: config.logLevel } });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
