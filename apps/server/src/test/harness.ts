// Builds a real app on its own copy of the migrated database for one test file. Nothing of ours is
// mocked: requests go through Fastify's inject, e-mail through the job queue into the outbox (or a
// real SMTP peer when a test passes smtpUrl).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, openPglite, openPostgres } from "../db/client";
import { mails } from "../db/schema";
import { startJobs } from "../jobs/queue";
import { createMailTransport } from "../mail/transport";
import {
  adminQuery,
  databaseUrlFor,
  dropTestDatabase,
  templateDatabase,
  testDatabasePrefix,
} from "./template";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
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
  const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(templatePath)]) });
  return { database, drop: async () => {} };
}

export async function createTestApp(settings: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ PUBLIC_URL: "http://localhost:8080", LOG_LEVEL: "silent", ...settings });
  const { database, drop } = await openTestDatabase();
  const jobs = await startJobs(
    database,
    createMailTransport(config, () => {}),
    {
      pollingIntervalSeconds: 0.5,
      mailRetryDelaySeconds: 1,
    },
  );
  const app = await buildApp({ config, database, jobs });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
    },
  };
}

/** Waits until the queue has delivered a mail to this address (newest first) and answers it. */
export async function waitForMail(database: Database, to: string, { after = 0, timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = await database.db
      .select()
      .from(mails)
      .where(eq(mails.toAddress, to))
      .orderBy(desc(mails.id))
      .limit(1);
    if (mail && mail.id > after && mail.status === "sent") return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} was sent within ${timeoutMs} ms`);
}

/** The id of the newest mail (any address), to wait for mails sent after it. */
export async function lastMailId(database: Database): Promise<number> {
  const [mail] = await database.db.select({ id: mails.id }).from(mails).orderBy(desc(mails.id)).limit(1);
  return mail?.id ?? 0;
}
