import fs from "node:fs";
import { adminQuery, createPgliteTemplate, createPostgresTemplate, TEMPLATE_DB } from "./template";

export default async function setup() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    await createPostgresTemplate(baseUrl);
    return async () => {
      const leftovers = await listTestDatabases(baseUrl);
      for (const name of [...leftovers, TEMPLATE_DB])
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const templatePath = await createPgliteTemplate();
  process.env.LITFOLIO_PGLITE_TEMPLATE = templatePath;
  return () => fs.rmSync(templatePath, { force: true });
}

async function listTestDatabases(baseUrl: string): Promise<string[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'litfolio_test_%' and datname <> $1",
    [TEMPLATE_DB],
  );
  await client.end();
  return rows.map((row) => row.datname);
}
