// p50/p99 under 16 concurrent clients (10 s each) of the portfolio's summary views on the PostgreSQL
// portfolio of `npm run bench:data` (5,000 proceedings, 50,000 activities, 20,000 step deadlines):
// the overview's aggregator (one SQL statement, next to the same statement hand-written and run by
// pg clients), and the calendar's month (a Sunday-to-Saturday grid of 5 weeks): step deadlines,
// the lawyer's own open activities (the calendar's default) and everyone's in every status.
// Targets as the lists: p50 < 30 ms and p99 < 100 ms (16 clients); next to it one client by itself.
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
  .query(
    "select (select count(*) from proceedings) >= 5000 and (select count(*) from activities) >= 50000 as ok",
  )
  .then((result) => result.rows[0].ok)
  .catch(() => false);
if (!filled) {
  console.log(`portfolio views benchmark skipped: ${url} is not filled (run \`npm run bench:data\` first)`);
  await pool.end();
  process.exit(0);
}
await pool.query("delete from rate_limits");
const {
  rows: [{ matter_id: matterId, lawyer_id: lawyerId }],
} =
  await pool.query(`select (select matter_id from proceedings group by matter_id order by count(*) desc limit 1),
  (select id from users where email_address = 'lawyer@example.com') as lawyer_id`);

const statuses = `('ONGOING','ON_HOLD','NOT_YET')`;
// The aggregator's statement written out by hand for the matter and the default statuses.
const overviewSql = `with first_label as (select id, name from asset_labels where matter_id = ${matterId} order by id limit 1),
  chosen as (select p.id, p.category_id, p.total_sum_in_euro,
                    p.is_mass_claim or exists (select 1 from claimants cl where cl.proceeding_id = p.id offset 20) as collective
             from proceedings p where p.matter_id = ${matterId} and p.status in ${statuses}),
  assets as (select a.proceeding_id, sum(a.number) as total, count(*) as rows,
                    sum(a.number) filter (where a.asset_label_id = (select id from first_label)) as first
             from proceeding_assets a join chosen on chosen.id = a.proceeding_id group by a.proceeding_id)
  select c.id, count(chosen.id), count(assets.first), sum(assets.first), count(chosen.total_sum_in_euro),
    sum(chosen.total_sum_in_euro), count(*) filter (where assets.rows > 0), sum(assets.total),
    count(*) filter (where chosen.collective), t.id
  from categories c left join chosen on chosen.category_id = c.id left join assets on assets.proceeding_id = chosen.id left join expected_totals t on t.category_id = c.id
  where c.matter_id = ${matterId} group by c.id, t.id order by c.type, c.code`;

// June 2026 as the month grid shows it: Sunday 31 May to Saturday 4 July.
const month = "from=2026-05-31&to=2026-07-04";
const stepsSql = `select s.*, p.proceeding_code, c.code, m.name, count(*) over () from procedural_steps s
  join trackings t on t.id = s.tracking_id join proceedings p on p.id = t.proceeding_id
  join categories c on c.id = p.category_id join matters m on m.id = t.matter_id
  where not t.template and t.matter_id = ${matterId} and s.deadline between '2026-05-01' and '2026-07-04'
    and (s.deadline >= '2026-05-31' or s.estimate_deadline)
  order by s.deadline, m.name, p.proceeding_code, s.position limit 2000`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-views-"));
const server = await startServer({ dataDir, port: 18087, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const password = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";
  const admin = await signIn(server, "admin@example.com", password);
  await measurePages({
    server,
    cookie: admin,
    pool,
    pages: [
      {
        label: "overview aggregator",
        path: `dbbw/matters/${matterId}/aggregator`,
        sql: [overviewSql],
        alone: true,
      },
    ],
    describe: (answer) => ` (${answer.categories.length} rows)`,
  });
  const lawyer = await signIn(server, "lawyer@example.com", password);
  await measurePages({
    server,
    cookie: lawyer,
    pool,
    pages: [
      {
        label: "calendar month, step deadlines",
        path: `dbbw/proceduralsteps?${month}&matterId=${matterId}`,
        sql: [stepsSql],
        alone: true,
      },
      {
        label: "calendar month, my open activities (the default)",
        path: `dbbw/activities/calendar?${month}&statuses=TODO,DOING&responsibleId=${lawyerId}`,
        alone: true,
      },
      {
        label: "calendar month, everyone's activities",
        path: `dbbw/activities/calendar?${month}&statuses=`,
        alone: true,
      },
    ],
    describe: (answer) => ` (${answer.items.length} of ${answer.totalElements} events)`,
  });
} finally {
  await server.stop();
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
