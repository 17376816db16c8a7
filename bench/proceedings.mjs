// p50/p99 under 16 concurrent clients (10 s each, autocannon) of the proceedings pages on the
// PostgreSQL portfolio of `npm run bench:data`: the default list, a 3-criteria search, a
// proceeding's detail and the truck list of the largest proceeding. Next to each, one hand-written
// SQL query of the same page run by 16 concurrent pg clients in the same run, so the ratio shows the
// application's overhead. Targets: p50 < 30 ms and p99 < 100 ms.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { benchDatabaseUrl } from "./database.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const autocannon = require("autocannon");
const { Pool } = require("pg");

const CLIENTS = 16;
const SECONDS = 10;
const url = benchDatabaseUrl();

const pool = new Pool({ connectionString: url, max: CLIENTS });
const filled = await pool
  .query("select count(*)::int as n from proceedings")
  .then((result) => result.rows[0].n >= 5000)
  .catch(() => false);
if (!filled) {
  console.log(`proceedings benchmark skipped: ${url} is not filled (run \`npm run bench:data\` first)`);
  await pool.end();
  process.exit(0);
}

// The bench signs in on every run: earlier runs' attempts must not trip the sign-in rate limit.
await pool.query("delete from rate_limits");

const { rows } =
  await pool.query(`select p.matter_id, p.id, (select count(*) from trucks t where t.proceeding_id = p.id) as trucks
  from proceedings p order by trucks desc limit 1`);
const { matter_id: matterId, id: largestId } = rows[0];

const measureHttp = (requestUrl, cookie, seconds = SECONDS) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: requestUrl, connections: CLIENTS, duration: seconds, headers: { cookie } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/** The same page as SQL: 16 workers run the queries back to back; latencies of each round trip. */
async function measureSql(queries) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      await Promise.all(queries.map((query) => pool.query(query)));
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
  return { p50: at(0.5), p99: at(0.99), perSecond: latencies.length / SECONDS };
}

const listColumns = `p.*, c.code as category_code, c.name as category_name, m.name as matter_name`;
const listFrom = `proceedings p join categories c on c.id = p.category_id join matters m on m.id = p.matter_id`;
const defaultStatuses = `p.status in ('ONGOING','ON_HOLD','NOT_YET')`;
const pages = [
  {
    label: "default list",
    path: `dbbw/matters/${matterId}/proceedings?page=0&size=15`,
    sql: [
      `with page as (select p.id from proceedings p join categories c on c.id = p.category_id
         where p.matter_id = ${matterId} and ${defaultStatuses}
         order by lower(c.name), p.code_counter, p.id limit 15)
       select ${listColumns} from ${listFrom} join page on page.id = p.id`,
      `select count(*) from proceedings p where p.matter_id = ${matterId} and ${defaultStatuses}`,
    ],
  },
  {
    label: "3-criteria search",
    path: `dbbw/matters/${matterId}/proceedings/search?categoryCode=NLD&plaintiff=company%201&lawFirm=firm%201&statuses=&page=0&size=15`,
    sql: [
      `select ${listColumns} from ${listFrom} where p.matter_id = ${matterId} and c.code ilike '%NLD%'
       and (p.plaintiff_full_name ilike '%company 1%' or p.plaintiff_short_name ilike '%company 1%')
       and p.law_firm ilike '%firm 1%' order by lower(c.name), p.code_counter, p.id limit 15`,
      `select count(*) from ${listFrom} where p.matter_id = ${matterId} and c.code ilike '%NLD%'
       and (p.plaintiff_full_name ilike '%company 1%' or p.plaintiff_short_name ilike '%company 1%')
       and p.law_firm ilike '%firm 1%'`,
    ],
  },
  {
    label: "proceeding detail",
    path: `dbbw/matters/${matterId}/proceedings/${largestId}`,
    sql: [
      `select ${listColumns},
         (select json_agg(a) from proceeding_assets a where a.proceeding_id = p.id) as assets,
         (select json_agg(w) from proceeding_served_writs w where w.proceeding_id = p.id) as writs
       from ${listFrom} where p.id = ${largestId}`,
    ],
  },
  {
    label: `trucks of the largest proceeding (${rows[0].trucks})`,
    path: `dbbw/matters/${matterId}/proceedings/${largestId}/trucks?confirmed=true&page=0&size=15`,
    sql: [
      `select * from trucks where proceeding_id = ${largestId} and confirmed order by chassis_number, id limit 15`,
      `select count(*) from trucks where proceeding_id = ${largestId} and confirmed`,
    ],
  },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-proceedings-"));
// Demo mode (the demo data is there already, so none is added) prints the sign-in code to the console.
const server = await startServer({ dataDir, port: 18085, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const cookie = await signIn(server, "admin@example.com", process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026");
  const ms = (value) => `${value.toFixed(1)} ms`;
  for (const page of pages) {
    const pageUrl = `${server.baseUrl}/api/${page.path}`;
    const probe = await fetch(pageUrl, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${page.label}: ${probe.status} ${await probe.text()}`);
    // A running server is warm: 2 s first, so JIT compilation and the first plans are not measured.
    await measureHttp(pageUrl, cookie, 2);
    const http = await measureHttp(pageUrl, cookie);
    const sql = await measureSql(page.sql);
    const verdict = http.latency.p50 < 30 && http.latency.p99 < 100 ? "ok" : "OVER TARGET";
    console.log(
      `${page.label}: HTTP p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms (${Math.round(http.requests.average)} req/s, ${http.non2xx} non-2xx) | SQL p50 ${ms(sql.p50)}, p99 ${ms(sql.p99)} | ratio p50 ${(http.latency.p50 / Math.max(sql.p50, 0.1)).toFixed(1)}x | ${verdict}`,
    );
  }
} finally {
  await server.stop();
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
