// Start-up: settings -> database (migrations applied in-process) -> demo data -> jobs -> listen.
// SIGINT/SIGTERM close the server, the queue and the database cleanly.
import { buildApp } from "./app";
import { ConfigError, loadConfig, requireMailServer } from "./config";
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
  requireMailServer(config);
  const database = await openDatabase(config);
  const files = localFileStore(config.dataDir);
  if (config.demoData && (await seedDemoData(database.db, config.demoPassword, files))) {
    console.log(
      `Demo data created: a demo matter and the accounts ${demoAccounts.map((a) => a.emailAddress).join(", ")} (password: ${config.demoPassword})`,
    );
  }
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
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `${config.productName} is ready on ${config.publicUrl} (${database.kind}, started in ${seconds} s)`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
