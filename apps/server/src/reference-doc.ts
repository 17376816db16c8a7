// The generated references, rendered from the code they describe (`npm run docs` writes them;
// reference-doc.test.ts fails when a committed copy differs): docs/reference.md lists every route
// with its reviewed access, every background job and every table; the README's settings table
// comes from config-doc.ts. Hand-kept lists of these went stale; these cannot.
import fs from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { settingsDoc } from "./config-doc";
import { JOB_TYPES } from "./job-registry";
import type { JobType } from "./jobs/job-type";
import { type ReviewedAccess, routeTableRows } from "./permissions/route-table";

const schemaFolder = path.join(import.meta.dirname, "db", "schema");

const accessText = (access: ReviewedAccess) => {
  if (access === "public") return "anyone";
  if (access === "signedIn") return "signed in";
  if (access === "systemAdmin") return "SYSTEM_ADMIN";
  const own = access.own ? " (own)" : "";
  const matter = access.matter ? `, matter from ${access.matter}` : "";
  return `\`${access.resource}\` ${access.verb}${own}${matter}`;
};

const routesSection = () =>
  [
    "## Routes",
    "",
    `${routeTableRows.length} routes, with who may call them as \`permissions/route-table.ts\` states it`,
    "(resource and verb: a row of docs/permissions.md, on the path's matter unless named).",
    "",
    "| Method | Path | Access |",
    "|---|---|---|",
    ...routeTableRows.map(({ method, url, access }) => `| ${method} | \`${url}\` | ${accessText(access)} |`),
  ].join("\n");

function jobSchedule(job: JobType<object>) {
  const parts: string[] = [];
  if (job.repeat) parts.push(`every ${job.repeat.everyMinutes} min`);
  if (job.wakeOnCommit) parts.push("at once after the enqueuing commit");
  if (job.queue?.retryLimit) parts.push(`${job.queue.retryLimit} retries`);
  if (job.queue?.deadLetter) parts.push(`then \`${job.queue.deadLetter}\``);
  if (job.queue?.policy) parts.push(`policy ${job.queue.policy}`);
  return parts.join("; ") || "when enqueued";
}

const jobsSection = () =>
  [
    "## Background jobs",
    "",
    'Every pg-boss queue `job-registry.ts` starts (docs/architecture.md, "Jobs").',
    "",
    "| Job | What it does | When |",
    "|---|---|---|",
    ...JOB_TYPES.map((job) => `| \`${job.name}\` | ${job.description} | ${jobSchedule(job)} |`),
  ].join("\n");

/** Every table the schema files declare, by file and then name (export order differs between loaders). */
async function schemaTables(): Promise<{ file: string; table: PgTable }[]> {
  const files = fs
    .readdirSync(schemaFolder)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  const tables: { file: string; table: PgTable }[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(schemaFolder, file));
    for (const value of Object.values(module)) {
      if (is(value, PgTable)) tables.push({ file, table: value });
    }
  }
  return tables;
}

async function tablesSection() {
  const tables = (await schemaTables()).map(({ file, table }) => ({ file, config: getTableConfig(table) }));
  tables.sort((a, b) => a.file.localeCompare(b.file) || a.config.name.localeCompare(b.config.name));
  const rows = tables.map(({ file, config }) => {
    const columns = config.columns.map((column) => column.name).join(", ");
    const indexes = config.indexes.map((index) => index.config.name).join(", ") || "–";
    return `| \`${config.name}\` | ${file} | ${columns} | ${indexes} |`;
  });
  return [
    "## Tables",
    "",
    "Every table of `db/schema/` (the migrations in `db/migrations/` create them), with its indexes.",
    "",
    "| Table | Schema file | Columns | Indexes |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export async function renderReferenceDoc(): Promise<string> {
  return [
    "# Litfolio reference",
    "",
    "<!-- Generated from the server's code by `npm run docs`. Do not edit. -->",
    "",
    routesSection(),
    "",
    jobsSection(),
    "",
    await tablesSection(),
    "",
  ].join("\n");
}

const settingsStart = "<!-- settings: generated from apps/server/src/config-doc.ts by `npm run docs` -->";
const settingsEnd = "<!-- settings: end -->";

export const renderSettingsTable = () =>
  [
    settingsStart,
    "| Setting | Default | Meaning |",
    "|---|---|---|",
    ...Object.entries(settingsDoc).map(
      ([name, { shownDefault, meaning }]) => `| \`${name}\` | ${shownDefault} | ${meaning} |`,
    ),
    settingsEnd,
  ].join("\n");

/** The README with its settings table as config-doc.ts says; throws when the markers are missing. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(settingsStart);
  const end = readme.indexOf(settingsEnd);
  if (start < 0 || end < start) throw new Error("README.md has no settings table markers");
  return readme.slice(0, start) + renderSettingsTable() + readme.slice(end + settingsEnd.length);
}
