// p50/p99 under 16 concurrent clients (10 s each, autocannon) of the activities lists on the
// PostgreSQL portfolio of `npm run bench:data` (50,000 activities), as the demo lawyer (a DB_LAWYER
// participant, so the matter and scope conditions apply): the global page's default (assigned to
// me, To Do and Doing), every status of every matter, a title search, and one tracking's list.
// Targets as the proceedings list: p50 < 30 ms and p99 < 100 ms.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { benchDatabaseUrl } from "./database.mjs";
import { measurePages } from "./latency.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const url = benchDatabaseUrl();

const db = new Client({ connectionString: url });
const count = await db
  .connect()
  .then(() => db.query("select count(*)::int as n from activities"))
  .then((result) => result.rows[0].n)
  .catch(() => 0);
if (count < 50_000) {
  console.log(
    `activities benchmark skipped: ${url} has ${count} activities (run \`npm run bench:data\` first)`,
  );
  await db.end().catch(() => undefined);
  process.exit(0);
}
await db.query("delete from rate_limits");
const { rows } = await db.query(
  "select tracking_id from activities group by tracking_id order by count(*) desc limit 1",
);
await db.end();

const pages = [
  {
    label: "activities, global default (assigned to me, To Do + Doing)",
    path: "dbbw/activities?assignedToMe=true&statuses=TODO,DOING&page=0&size=15",
  },
  { label: "activities, global, every status", path: "dbbw/activities?statuses=&page=0&size=15" },
  {
    label: "activities, global, sorted by responsible, page 50",
    path: "dbbw/activities?statuses=&sort=responsible,asc&page=50&size=15",
  },
  {
    label: "activities, title search",
    path: "dbbw/activities/search?title=activity%2012&statuses=&page=0&size=15",
  },
  {
    label: "activities, one tracking",
    path: `dbbw/activities/tracking/${rows[0].tracking_id}?page=0&size=15`,
  },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-activities-"));
const server = await startServer({ dataDir, port: 18086, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const cookie = await signIn(
    server,
    "lawyer@example.com",
    process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026",
  );
  await measurePages({
    server,
    cookie,
    pages,
    describe: (answer) => ` (${answer.totalElements} rows)`,
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
