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
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const autocannon = require("autocannon");
const { Client } = require("pg");

const CLIENTS = 16;
const SECONDS = 10;
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

const measure = (requestUrl, cookie, seconds = SECONDS) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: requestUrl, connections: CLIENTS, duration: seconds, headers: { cookie } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

const pages = [
  {
    label: "global default (assigned to me, To Do + Doing)",
    path: "dbbw/activities?assignedToMe=true&statuses=TODO,DOING&page=0&size=15",
  },
  { label: "global, every status", path: "dbbw/activities?statuses=&page=0&size=15" },
  {
    label: "global, sorted by responsible, page 50",
    path: "dbbw/activities?statuses=&sort=responsible,asc&page=50&size=15",
  },
  { label: "title search", path: "dbbw/activities/search?title=activity%2012&statuses=&page=0&size=15" },
  { label: "one tracking", path: `dbbw/activities/tracking/${rows[0].tracking_id}?page=0&size=15` },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-activities-"));
const server = await startServer({ dataDir, port: 18086, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const cookie = await signIn(
    server,
    "lawyer@example.com",
    process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026",
  );
  for (const page of pages) {
    const pageUrl = `${server.baseUrl}/api/${page.path}`;
    const probe = await fetch(pageUrl, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${page.label}: ${probe.status} ${await probe.text()}`);
    const { totalElements } = await probe.json();
    await measure(pageUrl, cookie, 2);
    const http = await measure(pageUrl, cookie);
    const verdict = http.latency.p50 < 30 && http.latency.p99 < 100 ? "ok" : "OVER TARGET";
    console.log(
      `activities, ${page.label} (${totalElements} rows): p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms (${Math.round(http.requests.average)} req/s, ${http.non2xx} non-2xx) | ${verdict}`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
