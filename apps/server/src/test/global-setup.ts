import fs from "node:fs";
import { isAlive } from "../db/client";
import { adminQuery, createPgliteTemplate, createPostgresTemplate, testDatabasePrefix } from "./template";

export default async function setup() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    await createPostgresTemplate(baseUrl);
    return async () => {
      const leftovers = await listTestDatabases(baseUrl);
      for (const name of leftovers) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const templatePath = await createPgliteTemplate();
  process.env.LITFOLIO_PGLITE_TEMPLATE = templatePath;
  return () => fs.rmSync(templatePath, { force: true });
}

/**
 * This run's databases (the template among them, and any a failed file left), and those of runs
 * whose process is gone (killed before their teardown); a live run's are left alone.
 */
async function listTestDatabases(baseUrl: string): Promise<string[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'litfolio\\_test\\_%'",
  );
  await client.end();
  const runOf = (name: string) => Number(/^litfolio_test_(\d+)_/.exec(name)?.[1] ?? 0);
  return rows
    .map((row) => row.datname)
    .filter((name) => name.startsWith(testDatabasePrefix()) || !runOf(name) || !isAlive(runOf(name)));
}
