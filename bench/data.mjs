// `npm run bench:data`: fills a PostgreSQL database with a portfolio at real scale (issues 4 and 30):
// the demo matter with 20 jurisdictions, 5,000 proceedings, claimants from 1 to 3,800 per
// proceeding, exactly 1,000,000 trucks (200,000 in the largest proceeding), 2 to 5 item rows and 1
// to 3 served writs per proceeding, judgements and settlements where the status says so, trackings
// of 8 steps for half of them (deadlines past and to come, most past ones done, the rest missed),
// 50,000 activities with comments, and document rows at done steps and on comments. The product
// itself creates the schema and the demo accounts (a first start with DEMO_DATA=true); the bulk rows
// are generated in SQL. BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/litfolio_bench) is dropped and created anew.

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
const TRUCKS = 1_000_000;
/** The matter's item labels beside the demo's Trucks and Trailers. */
const extraAssetLabels = ["Tractor units", "Rigid trucks", "Vans"];

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
// Exactly TRUCKS in the database, the demo's included: the largest proceeding 200,000, every 500th
// 40,000, the rest shared out evenly (the first few one more), so the README's figure is the data's.
await step(
  `trucks (${TRUCKS.toLocaleString("en")} in all)`,
  `with sized as (
     select id, case when i = 1 then ${LARGEST_TRUCKS} when i % 500 = 0 then 40000 end as fixed
     from ${ranked} where not exists (select 1 from trucks t where t.proceeding_id = ranked.id)),
   others as (select id, row_number() over (order by id) as r, count(*) over () as n from sized where fixed is null),
   rest as (select ${TRUCKS} - (select count(*) from trucks) - (select coalesce(sum(fixed), 0) from sized) as trucks),
   counts as (
     select id, fixed as trucks from sized where fixed is not null
     union all
     select o.id, rest.trucks / o.n + case when o.r <= rest.trucks % o.n then 1 else 0 end from others o, rest)
   insert into trucks (proceeding_id, chassis_number, confirmed)
   select counts.id, 'XLRTE47MS0E' || lpad(counts.id::text, 6, '0') || lpad(k::text, 6, '0'), k % 2 = 0
   from counts, generate_series(1, counts.trucks) as k`,
);
// Item rows as a firm records them: the Trucks row carries the proceeding's truck count, and 1 to 4
// more labels (trailers, tractor units, ...) their own numbers; the overview adds them all up.
for (const name of extraAssetLabels) {
  await db.query(
    "insert into asset_labels (matter_id, name) select $1, $2 where not exists (select 1 from asset_labels where matter_id = $1 and name = $2)",
    [matterId, name],
  );
}
await step(
  "item rows (2 to 5 labels per proceeding)",
  `with labels as (select id, row_number() over (order by id) as n from asset_labels where matter_id = ${matterId})
   insert into proceeding_assets (proceeding_id, asset_label_id, number)
   select p.id, l.id,
     case when l.n = 1 then greatest(p.confirmed_trucks + p.unconfirmed_trucks, 1) else 1 + (p.id * l.n * 7) % 400 end
   from proceedings p join labels l on l.n <= 2 + p.id % 4
   where p.matter_id = ${matterId} and not exists (select 1 from proceeding_assets a where a.proceeding_id = p.id)`,
);
await step(
  "served writs (1 to 3 places per proceeding)",
  `with places as (select id, row_number() over (order by id) as n from served_writ_places where matter_id = ${matterId})
   insert into proceeding_served_writs (proceeding_id, served_writ_place_id, status, served_on)
   select p.id, w.id, case when (p.id + w.n) % 4 = 0 then 'NOT_YET_SERVED' else 'SERVED' end,
     case when (p.id + w.n) % 4 = 0 then null else p.issue_date + 30 + w.n::int * 7 end
   from proceedings p join places w on w.n <= 1 + p.id % 3
   where p.matter_id = ${matterId} and p.issue_date is not null
     and not exists (select 1 from proceeding_served_writs s where s.proceeding_id = p.id)`,
);
await step(
  "defendants",
  `insert into proceeding_defendants (proceeding_id, defendant_label_id, involvement, status)
   select p.id, d.id, 'INITIAL_INVOLVEMENT', 'ACTIVE'
   from proceedings p join defendant_labels d on d.matter_id = p.matter_id
   on conflict do nothing`,
);
// Judgements and settlements as the demo writes them (its rows are the models, so every JSON block
// has the product's shape): a judgement on each decided proceeding and on every 7th ongoing one, a
// settlement on each settled one.
await step(
  "judgements and settlements",
  `with models as (
     select distinct on (resolution) * from resolutions order by resolution, id)
   insert into resolutions (proceeding_id, resolution, type, outcome, contents, amount_paid, court_name,
     court_location, court_record_number, date, legal_effect, instance, established_damages, legal_cost,
     legal_interest, adverse_cost, settled_amount)
   select p.id, m.resolution, m.type, m.outcome, m.contents, m.amount_paid,
     case when m.resolution = 'JUDGEMENT' then p.court_name end, m.court_location,
     case when m.resolution = 'JUDGEMENT' then 'C/' || p.id end,
     case when m.resolution = 'JUDGEMENT' then date '2023-01-01' + p.id % 1000 end,
     m.legal_effect, m.instance, m.established_damages, m.legal_cost, m.legal_interest, m.adverse_cost,
     m.settled_amount
   from proceedings p join models m on
     (m.resolution = 'JUDGEMENT' and (p.status = 'DECIDED' or (p.status = 'ONGOING' and p.id % 7 = 0)))
     or (m.resolution = 'SETTLEMENT' and p.status in ('SETTLED', 'ONGOING_BUT_SETTLED'))
   where p.matter_id = ${matterId} and not exists (select 1 from resolutions r where r.proceeding_id = p.id)`,
);
// Trackings of 8 steps for half the proceedings, deadlines from January 2026 to September 2027 around
// the bench's today, as a firm's calendar is busiest now. Steps whose deadline has passed were done
// on it, but every 8th (the missed deadlines, when the proceeding is open), and every 20th later
// one was done early; a later step is now and then an estimate (month only, its first day), the 4th
// and 8th are court hearings (not client deadlines).
await step(
  "trackings",
  `insert into trackings (matter_id, template, proceeding_id)
   select p.matter_id, false, p.id from proceedings p
   where p.matter_id = ${matterId} and p.id % 2 = 0
     and not exists (select 1 from trackings t where t.proceeding_id = p.id)`,
);
await step(
  "procedural steps (8 per tracking, done and not done)",
  `with people as (select array_agg(user_id order by user_id) as ids from participations where matter_id = ${matterId}),
   planned as (
     select t.id as tracking_id, k, date '2026-01-05' + (t.id % 300 + k * 45) as day,
       k >= 5 and t.id % 10 = 0 as estimate
     from trackings t, generate_series(0, 7) as k
     where t.template = false and t.matter_id = ${matterId}
       and not exists (select 1 from procedural_steps s where s.tracking_id = t.id)),
   dated as (
     select *, case when estimate then date_trunc('month', day)::date else day end as deadline,
       case when not estimate and day < current_date then (tracking_id + k) % 8 <> 0
            else (tracking_id + k) % 20 = 0 end as done
     from planned)
   insert into procedural_steps (tracking_id, position, title, description, estimate_deadline, deadline,
     court_hearing, client_deadline, done_on, done_by)
   select tracking_id, k, 'Procedural step ' || (k + 1), 'What the court expects at step ' || (k + 1),
     estimate, deadline, k % 4 = 3, k % 4 <> 3,
     case when done then least(day, current_date) end,
     case when done then ids[1 + (tracking_id + k) % cardinality(ids)] end
   from dated, people`,
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
await step(
  "comments (1 to 3 on every other activity)",
  `insert into activity_comments (activity_id, text, created_by)
   select a.id, '<p>Comment ' || k || ' on ' || a.title || ': the client was informed.</p>', a.created_by
   from activities a, generate_series(1, 1 + a.id % 3) as k
   where a.matter_id = ${matterId} and a.title like 'Activity %' and a.id % 2 = 0
     and not exists (select 1 from activity_comments c where c.activity_id = a.id)`,
);
// Document rows (no files: no benchmarked page reads the bytes): 1 to 2 on every done step and on
// every 4th comment, those on comments now and then waiting for the client's approval.
const documentColumns = `(matter_id, step_id, comment_id, name, size, content_type, sha256, storage_key, status,
  created_by, approval_needed)`;
await step(
  "documents at steps",
  `insert into documents ${documentColumns}
   select t.matter_id, s.id, null, 'Filing ' || k || ' of step ' || s.id || '.pdf', 40000 + s.id % 900000,
     'application/pdf', md5('step' || s.id || '.' || k) || md5(k || '.' || s.id), 'bench/step-' || s.id || '-' || k,
     'SUCCEEDED', s.done_by, false
   from procedural_steps s join trackings t on t.id = s.tracking_id, generate_series(1, 1 + s.id % 2) as k
   where s.done_on is not null and t.matter_id = ${matterId}
   on conflict do nothing`,
);
await step(
  "documents on comments",
  `insert into documents ${documentColumns}
   select a.matter_id, null, c.id, 'Attachment ' || k || ' of comment ' || c.id || '.pdf', 20000 + c.id % 500000,
     'application/pdf', md5('comment' || c.id || '.' || k) || md5(k || '.' || c.id), 'bench/comment-' || c.id || '-' || k,
     'SUCCEEDED', c.created_by, c.id % 3 = 0
   from activity_comments c join activities a on a.id = c.activity_id, generate_series(1, 1 + c.id % 2) as k
   where c.id % 4 = 0 and a.matter_id = ${matterId}
   on conflict do nothing`,
);
// A settled database: statistics and the visibility map (index-only scans), as autovacuum leaves it.
await step("vacuum analyze", "vacuum analyze");
const { rows: totals } = await db.query(`select
  (select count(*) from proceedings) as proceedings, (select count(*) from claimants) as claimants,
  (select count(*) from trucks) as trucks, (select count(*) from proceeding_assets) as "itemRows",
  (select count(*) from proceeding_served_writs) as "servedWrits",
  (select count(*) filter (where resolution = 'JUDGEMENT') from resolutions) as judgements,
  (select count(*) filter (where resolution = 'SETTLEMENT') from resolutions) as settlements,
  (select count(*) from procedural_steps s join trackings t on t.id = s.tracking_id where not t.template) as steps,
  (select count(*) from procedural_steps where done_on is not null) as "stepsDone",
  (select count(*) from procedural_steps s join trackings t on t.id = s.tracking_id
     join proceedings p on p.id = t.proceeding_id
   where not t.template and not s.estimate_deadline and s.deadline < current_date and s.done_on is null
     and p.status not in ('SETTLED', 'DECIDED', 'WITHDRAWN')) as "missedDeadlines",
  (select count(*) from activities) as activities, (select count(*) from activity_comments) as comments,
  (select count(*) from documents) as documents,
  (select count(*) from categories where type = 'jurisdiction') as jurisdictions`);
await db.end();
console.log(`filled ${url} in ${((performance.now() - started) / 1000).toFixed(0)} s:`);
for (const [what, count] of Object.entries(totals[0]))
  console.log(`  ${what}: ${Number(count).toLocaleString("en")}`);
