// Builds a real app on its own copy of the migrated database for one test file. Nothing of ours is
// mocked: requests go through Fastify's inject, e-mail through the job queue into the console
// outbox, which each TestApp keeps in memory (or to a real SMTP peer when a test passes SMTP_URL).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, openPglite, openPostgres } from "../db/client";
import { mails } from "../db/schema/mail";
import { localFileStore } from "../files/local-store";
import { JOB_TYPES } from "../job-registry";
import type { JobType } from "../jobs/job-type";
import { type JobOptions, startJobs } from "../jobs/queue";
import { bulkMailJob } from "../mail/outbox";
import { createMailTransport } from "../mail/transport";
import {
  adminQuery,
  databaseUrlFor,
  dropTestDatabase,
  templateDatabase,
  testDatabasePrefix,
} from "./template";

/** A mail the console outbox printed. */
export interface PrintedMail {
  to: string;
  subject: string;
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Every mail the console outbox printed, oldest first. */
  printedMails: PrintedMail[];
  close(): Promise<void>;
}

const PRINTED_MAIL = /^\n--- e-mail to (\S+) ---\nSubject: (.*)\n\n([\s\S]*)\n--- end of e-mail ---\n$/;

function readPrintedMail(printed: string): PrintedMail {
  const [, to = "", subject = "", text = ""] = PRINTED_MAIL.exec(printed) ?? [];
  if (!to) throw new Error(`the console outbox printed something else:\n${printed}`);
  return { to, subject, text };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `${testDatabasePrefix()}${randomUUID().replaceAll("-", "")}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
    const database = await openPostgres(databaseUrlFor(baseUrl, name));
    return { database, drop: () => dropTestDatabase(baseUrl, name) };
  }
  const templatePath = process.env.LITFOLIO_PGLITE_TEMPLATE;
  if (!templatePath)
    throw new Error("LITFOLIO_PGLITE_TEMPLATE is not set: run tests through vitest's global setup");
  const database = await openPglite({ loadDataDir: new TemplateBlob(pgliteTemplate(templatePath)) });
  return { database, drop: async () => {} };
}

/** The PGlite template's bytes, read once per worker (its files come and go with it). */
let cachedTemplate: { path: string; bytes: Uint8Array } | undefined;
function pgliteTemplate(templatePath: string) {
  if (cachedTemplate?.path !== templatePath)
    cachedTemplate = { path: templatePath, bytes: fs.readFileSync(templatePath) };
  return cachedTemplate.bytes;
}

/**
 * The template as the Blob PGlite unpacks, answering a copy of its bytes at once: Node's own Blob
 * reads itself back in small chunks, a tenth of a second per test app.
 */
class TemplateBlob extends Blob {
  constructor(private readonly template: Uint8Array) {
    super([]);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.template).buffer;
  }
}

/** A second server process on another test app's PostgreSQL database and files (not PGlite's). */
async function sharedDatabase(other: TestApp): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { kind, connectionString } = other.database;
  if (kind !== "postgres" || !connectionString)
    throw new Error("Only a PostgreSQL test database can be shared");
  return { database: await openPostgres(connectionString), drop: async () => {} };
}

/**
 * `webDist`: a built web app to serve instead of apps/web/dist; `jobTypes`: the job types to run
 * instead of the registry's; `sharing`: another test app whose database and files this one uses,
 * as a second server process would (PostgreSQL only; that app removes them); `logger`: the request
 * log's options (a stream to read what it writes), none by default.
 */
export async function createTestApp(
  settings: Record<string, string> = {},
  {
    webDist,
    jobTypes,
    sharing,
    logger,
  }: Pick<AppDeps, "webDist" | "logger"> & { jobTypes?: JobOptions["types"]; sharing?: TestApp } = {},
): Promise<TestApp> {
  // Each test app keeps its uploaded files in a folder of its own, removed when it closes.
  const dataDir = sharing?.config.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-test-data-"));
  const config = testConfig(dataDir, settings);
  const { database, drop } = sharing ? await sharedDatabase(sharing) : await openTestDatabase();
  const printedMails: PrintedMail[] = [];
  const files = localFileStore(config.dataDir);
  const jobs = await startJobs(
    database,
    {
      config,
      transport: createMailTransport(config, (printed) => printedMails.push(readPrintedMail(printed))),
      files,
    },
    { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, types: jobTypes ?? JOB_TYPES },
  );
  const app = await buildApp({ config, database, jobs, files, webDist, logger });
  return {
    app,
    config,
    database,
    printedMails,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
      if (!sharing) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const testConfig = (dataDir: string, settings: Record<string, string>) =>
  loadConfig({ PUBLIC_URL: "http://localhost:8080", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...settings });

/**
 * Another app over a test app's database, jobs and files, with other settings or a request log:
 * for tests of the HTTP frame, which need no database of their own (a copy costs seconds).
 */
export const frameOf = (
  t: TestApp,
  { settings = {}, logger }: { settings?: Record<string, string> } & Pick<AppDeps, "logger"> = {},
) =>
  buildApp({
    config: testConfig(t.config.dataDir, settings),
    database: t.database,
    jobs: t.app.jobs,
    files: t.app.files,
    logger,
  });

/**
 * Waits until the console outbox has printed a mail to this address after the first `after` mails
 * (`t.printedMails.length` before the request) and answers the newest.
 */
export async function waitForMail(t: TestApp, to: string, { after = 0, timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = t.printedMails.slice(after).findLast((printed) => printed.to === to);
    if (mail) return mail;
    // Bulk mail waits for its worker's next poll (half a second in tests): a test waiting for one
    // has the worker look now. A mail not yet due, or never queued, is still not sent.
    t.app.jobs.wake(bulkMailJob);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No e-mail to ${to} was printed within ${timeoutMs} ms`);
}

/** Polls until `probe` answers something, or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}

/** The id of the newest stored mail (any address), to tell whether a request stored one. */
export async function lastMailId(database: Database): Promise<number> {
  const [mail] = await database.db.select({ id: mails.id }).from(mails).orderBy(desc(mails.id)).limit(1);
  return mail?.id ?? 0;
}

/** pg-boss's job table, as far as the tests read it. */
export const bossJobs = pgSchema("pgboss").table("job", {
  id: uuid().notNull(),
  name: text().notNull(),
  state: text().notNull(),
  data: jsonb(),
  output: jsonb(),
  singletonKey: text("singleton_key"),
  startAfter: timestamp("start_after", { withTimezone: true }).notNull(),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
});

/**
 * Waits until none of the type's jobs is waiting, running or waiting for a retry: what the jobs a
 * request enqueued were going to do is done, so a test can tell that they did nothing more.
 */
export const jobsDone = (t: TestApp, type: JobType<object>) =>
  eventually(async () => {
    const open = await t.database.db
      .select({ id: bossJobs.id })
      .from(bossJobs)
      .where(and(eq(bossJobs.name, type.name), inArray(bossJobs.state, ["created", "retry", "active"])));
    return open.length === 0 ? true : undefined;
  });

/**
 * Makes the type's waiting jobs due now (as if their `startAfter` had come), has the worker run
 * them and answers once they have all completed.
 */
export async function runWaitingJobs(t: TestApp, type: JobType<object>) {
  const { db } = t.database;
  const due = await db
    .update(bossJobs)
    .set({ startAfter: sql`now()` })
    .where(and(eq(bossJobs.name, type.name), eq(bossJobs.state, "created")))
    .returning({ id: bossJobs.id });
  t.app.jobs.wake(type);
  const ids = due.map((job) => job.id);
  if (ids.length === 0) return;
  await eventually(async () => {
    const open = await db
      .select({ id: bossJobs.id })
      .from(bossJobs)
      .where(and(inArray(bossJobs.id, ids), ne(bossJobs.state, "completed")));
    return open.length === 0 ? true : undefined;
  });
}
