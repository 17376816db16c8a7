// `npm run bench:data`: fills a PostgreSQL database with a portfolio at real scale (issue 4): the demo
// matter with 20 jurisdictions, 5,000 proceedings, claimants from 1 to 3,800 per proceeding and
// 1,000,000 trucks (200,000 in the largest proceeding), trackings for half of them and 50,000
// activities. The product itself creates the schema and
// the demo accounts (a first start with DEMO_DATA=true); the bulk rows are generated in SQL.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/litfolio_bench) is dropped and
// created anew.

import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { benchDatabaseUrl } from "./database.mjs";
import { startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const PROCEEDINGS = 5000;
const JURISDICTIONS = 20;
const LARGEST_TRUCKS = 200_000;

const url = benchDatabaseUrl();
const databaseName = new URL(url).pathname.slice(1);
const admin = new Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
await admin.connect();
await admin.query(`drop database if exists "${databaseName}" with (force)`);
await admin.query(`create database "${databaseName}"`);
await admin.end();

const started = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-data-"));
const server = await startServer({ dataDir, port: 18084, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const db = new Client({ connectionString: url });
await db.connect();
const step = async (label, sql) => {
  const at = performance.now();
  const result = await db.query(sql);
  console.log(`${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - at) / 1000).toFixed(1)} s`);
};

const { rows: matterRows } = await db.query("select id from matters order by id limit 1");
const matterId = matterRows[0].id;

const extraJurisdictions = [
  ["AUT", "Austria"],
  ["CZE", "Czechia"],
  ["DNK", "Denmark"],
  ["FIN", "Finland"],
  ["HUN", "Hungary"],
  ["IRL", "Ireland"],
  ["NOR", "Norway"],
  ["PRT", "Portugal"],
  ["SWE", "Sweden"],
  ["CHE", "Switzerland"],
  ["SVK", "Slovakia"],
  ["ROU", "Romania"],
];
const jurisdictionCount = async () =>
  (
    await db.query(
      "select count(*)::int as n from categories where matter_id = $1 and type = 'jurisdiction'",
      [matterId],
    )
  ).rows[0].n;
for (const [code, name] of extraJurisdictions) {
  if ((await jurisdictionCount()) >= JURISDICTIONS) break;
  await db.query(
    "insert into categories (matter_id, type, code, name) values ($1, 'jurisdiction', $2, $3) on conflict do nothing",
    [matterId, code, name],
  );
}

// Proceedings round-robin over the jurisdictions; each code continues its category's counter.
await step(
  "proceedings",
  `with cats as (
     select id, code, proceeding_counter, row_number() over (order by id) - 1 as n,
            count(*) over () as total
     from categories where matter_id = ${matterId} and type = 'jurisdiction'),
   wanted as (select i from generate_series(1, ${PROCEEDINGS} - (select count(*) from proceedings)) as i),
   placed as (
     select w.i, c.id as category_id, c.code,
            c.proceeding_counter + row_number() over (partition by c.id order by w.i) as counter
     from wanted w join cats c on c.n = w.i % c.total)
   insert into proceedings (matter_id, category_id, code_counter, proceeding_code, local_counsel_proceeding_code,
     status, is_mass_claim, issue_date, plaintiff_full_name, plaintiff_short_name, law_firm, court_name,
     court_location, court_record_number, db_responsible_first_name, db_responsible_last_name,
     db_responsible_email_address, claimed_costs, total_sum_in_euro)
   select ${matterId}, category_id, counter, code || lpad(counter::text, 3, '0'), 'LC/' || i,
     (array['ONGOING','ONGOING','ONGOING','ON_HOLD','NOT_YET','ONGOING_BUT_SETTLED','SETTLED','DECIDED','WITHDRAWN'])[1 + i % 9],
     i % 7 = 0, date '2017-01-01' + (i % 2500)::int,
     'Transport company ' || i || ' B.V.', 'Transport ' || i, 'Law firm ' || (i % 150),
     'Court of ' || code, 'City ' || (i % 60), 'R/' || i, 'Lieke', 'Jansen ' || (i % 12),
     'lieke' || (i % 12) || '@example.com',
     jsonb_build_object(
       'totalAmount', null,
       'principalAmount', jsonb_build_object('type','COST','label',null,'currency','EUR','amount', 10000 + i * 37,'percentage',null,'notes',null),
       'interestAmount', jsonb_build_object('type','NOT_SPECIFIED','label',null,'currency',null,'amount',null,'percentage',null,'notes',null),
       'otherAmounts', '[]'::jsonb),
     10000 + i * 37
   from placed`,
);
await step(
  "category counters",
  `update categories c set proceeding_counter = coalesce((select max(code_counter) from proceedings p
     where p.category_id = c.id), 0) where c.matter_id = ${matterId}`,
);

// Proceedings newest first: the largest is a bench proceeding, not one of the demo's.
const ranked = `(select id, row_number() over (order by id desc) as i from proceedings where matter_id = ${matterId}) ranked`;
await step(
  "claimants (1 to 3,800 per proceeding)",
  `insert into claimants (proceeding_id, full_name, short_name, position)
   select id, 'Claimant ' || k || ' of ' || id || ' B.V.', 'Claimant ' || k, k
   from ${ranked},
   generate_series(1, case when i % 500 = 1 then 3800 when i % 50 = 0 then 500 when i % 10 = 0 then 50
                           else 1 + i % 5 end) as k
   where not exists (select 1 from claimants c where c.proceeding_id = ranked.id)`,
);
const truckTotal = 1_000_000;
await step(
  "trucks (1,000,000)",
  `insert into trucks (proceeding_id, chassis_number, confirmed)
   select id, 'XLRTE47MS0E' || lpad(id::text, 6, '0') || lpad(k::text, 6, '0'), k % 2 = 0
   from ${ranked},
   generate_series(1, case when i = 1 then ${LARGEST_TRUCKS}
                           when i % 500 = 0 then 40000
                           else ${Math.floor((truckTotal - LARGEST_TRUCKS - 10 * 40000) / (PROCEEDINGS - 11))} end) as k
   where not exists (select 1 from trucks t where t.proceeding_id = ranked.id)`,
);
await step(
  "defendants",
  `insert into proceeding_defendants (proceeding_id, defendant_label_id, involvement, status)
   select p.id, d.id, 'INITIAL_INVOLVEMENT', 'ACTIVE'
   from proceedings p join defendant_labels d on d.matter_id = p.matter_id
   on conflict do nothing`,
);
// Trackings of 8 steps for half the proceedings, and 50,000 activities at their steps (issue 13),
// assigned round-robin to the matter's participants, in all statuses, due over two years.
await step(
  "trackings",
  `insert into trackings (matter_id, template, proceeding_id)
   select p.matter_id, false, p.id from proceedings p
   where p.matter_id = ${matterId} and p.id % 2 = 0
     and not exists (select 1 from trackings t where t.proceeding_id = p.id)`,
);
await step(
  "procedural steps (8 per tracking)",
  `insert into procedural_steps (tracking_id, position, title, deadline)
   select t.id, k, 'Procedural step ' || (k + 1), date '2026-01-05' + (t.id % 300 + k * 45)
   from trackings t, generate_series(0, 7) as k
   where t.template = false and t.matter_id = ${matterId}
     and not exists (select 1 from procedural_steps s where s.tracking_id = t.id)`,
);
await step(
  "activities (50,000)",
  `with people as (select user_id, row_number() over (order by user_id) - 1 as n, count(*) over () as total
                   from participations where matter_id = ${matterId}),
   steps as (select s.id, s.tracking_id, row_number() over (order by s.id) as i from procedural_steps s
             join trackings t on t.id = s.tracking_id where t.template = false and t.matter_id = ${matterId})
   insert into activities (matter_id, tracking_id, step_id, title, description, status, due_date, responsible_id, created_by)
   select ${matterId}, st.tracking_id, st.id, 'Activity ' || st.i || '.' || k, 'Bench activity',
     (array['TODO','DOING','DONE'])[1 + (st.i + k) % 3], date '2025-06-01' + ((st.i * 7 + k) % 730)::int,
     (select user_id from people where n = (st.i + k) % total), (select user_id from people where n = st.i % total)
   from steps st, generate_series(1, 3) as k
   where st.i * 3 <= 50000 and not exists (select 1 from activities a where a.matter_id = ${matterId} and a.title like 'Activity %')`,
);
// A settled database: statistics and the visibility map (index-only scans), as autovacuum leaves it.
await step("vacuum analyze", "vacuum analyze");
const { rows: totals } = await db.query(`select
  (select count(*) from proceedings) as proceedings, (select count(*) from claimants) as claimants,
  (select count(*) from trucks) as trucks, (select count(*) from activities) as activities,
  (select count(*) from categories where type = 'jurisdiction') as jurisdictions`);
await db.end();
console.log(
  `filled ${url} in ${((performance.now() - started) / 1000).toFixed(0)} s:`,
  JSON.stringify(totals[0]),
);
