// A migrated database to copy for each test file: creating and migrating one takes seconds, copying
// a template takes a fraction of that. PGlite: a dumped data directory; PostgreSQL (when
// TEST_DATABASE_URL is set): a template database cloned with CREATE DATABASE ... TEMPLATE.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../config";
import { type Database, openPglite, openPostgres } from "../db/client";
import { localFileStore } from "../files/local-store";
import { JOB_TYPES } from "../job-registry";
import { startJobs } from "../jobs/queue";

/**
 * Each test run names its databases after its own id (set by the global setup, inherited by the
 * workers), so two runs on one server (CI and a developer, two worktrees) never drop each other's.
 */
const runId = () => {
  process.env.LITFOLIO_TEST_RUN ??= String(process.pid);
  return process.env.LITFOLIO_TEST_RUN;
};
export const testDatabasePrefix = () => `litfolio_test_${runId()}_`;
export const templateDatabase = () => `${testDatabasePrefix()}template`;
export const pgliteTemplatePath = path.join(os.tmpdir(), `litfolio-test-template-${process.pid}.tar`);

const silentTransport = { send: async () => {}, close: () => {} };

/** Migrates and installs the job queue's tables, so copies start complete. */
async function prepare(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-template-files-"));
  const files = localFileStore(dataDir);
  const config = loadConfig({ LOG_LEVEL: "silent" });
  const jobs = await startJobs(database, { config, transport: silentTransport, files }, { types: JOB_TYPES });
  await jobs.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export async function createPgliteTemplate(): Promise<string> {
  const database = await openPglite({});
  await prepare(database);
  // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir is on the PGlite client behind drizzle
  const client = (database.db as any).$client;
  // No test connects to template0 or template1: without their two copies of the catalog each copy
  // unpacks 29 MB instead of 45 MB and a third of the files (a tenth of a second less per test app).
  for (const name of ["template0", "template1"]) {
    await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await client.query(`DROP DATABASE ${name}`);
  }
  await client.query("CHECKPOINT");
  // Uncompressed: some 29 MB on disk, but each copy opens half a second sooner than from gzip.
  const dump: Blob = await client.dumpDataDir("none");
  fs.writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return pgliteTemplatePath;
}

export function databaseUrlFor(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createPostgresTemplate(baseUrl: string) {
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${templateDatabase()} WITH (FORCE)`);
  await adminQuery(baseUrl, `CREATE DATABASE ${templateDatabase()}`);
  const database = await openPostgres(databaseUrlFor(baseUrl, templateDatabase()));
  await prepare(database);
  await database.close();
}

export async function adminQuery(baseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections are gone. A pool's `end()` resolves before its last
 * connections have closed; dropping WITH (FORCE) at that moment kills them and their clients raise
 * an error nobody listens to any more, which fails the run. So wait for them (up to 5 s) first.
 */
export async function dropTestDatabase(baseUrl: string, name: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const [row] = await adminQuery(
      baseUrl,
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (row?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
