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
import { CLIENTS, measurePages } from "./latency.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Pool } = require("pg");

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
  await measurePages({ server, cookie, pool, pages });
} finally {
  await server.stop();
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
