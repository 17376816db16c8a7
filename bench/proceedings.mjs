// The proceedings pages under 16 concurrent clients (bench/latency.mjs: compressed answers, the
// targets p50 <= 15 ms, p99 <= 50 ms and 1.5x the SQL) on the PostgreSQL portfolio of
// `npm run bench:data`: the default list, a 3-criteria search, the detail of the largest proceeding
// (200,000 trucks, 3,800 claimants) and its confirmed trucks. Next to each, the best SQL we can write
// for exactly its answer (one prepared statement, only the columns the answer shows, the plans the
// product's indexes allow), checked against the answer's rows and total.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openPortfolio } from "./database.mjs";
import { expectSame, measurePages, samePage } from "./latency.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const { url, db } = await openPortfolio(
  "proceedings",
  Client,
  "select count(*) >= 5000 as ok from proceedings",
);
// The bench signs in on every run: earlier runs' attempts must not trip the sign-in rate limit.
await db.query("delete from rate_limits");
const { rows } =
  await db.query(`select p.matter_id, p.id, p.confirmed_trucks + p.unconfirmed_trucks as trucks,
    (select count(*)::int from claimants c where c.proceeding_id = p.id) as claimants
  from proceedings p order by trucks desc, p.id limit 1`);
await db.end();
const { matter_id: matterId, id: largestId } = rows[0];

// What a list row shows (presenter.ts presentProceedingSummary), no more.
const summaryColumns = `p.id, p.matter_id, m.name as matter_name, p.proceeding_code, p.local_counsel_proceeding_code,
  c.id as category_id, c.type as category_type, c.code as category_code, c.name as category_name, p.status,
  p.is_mass_claim, p.issue_date, p.plaintiff_full_name, p.plaintiff_short_name, p.law_firm, p.court_name,
  p.court_location, p.court_record_number, p.db_responsible_first_name, p.db_responsible_last_name,
  p.db_responsible_email_address, p.db_responsible_telephone_number, p.total_sum_in_euro, p.defendants_alert,
  p.version`;
const defaultStatuses = ["ONGOING", "ON_HOLD", "NOT_YET"];

const pages = [
  {
    label: "proceedings list (default)",
    path: `dbbw/matters/${matterId}/proceedings?page=0&size=15`,
    // Sorted by code (category name, counter): each category's first 15 by its counter index, then
    // the 15 first of those; the total from the (matter, status) index.
    sql: [
      {
        name: "bench_proceedings_list",
        text: `with ranked as (
             select id, row_number() over (order by lower(name), id) as rank from categories where matter_id = $1),
           page as (
             select first.id, ranked.rank, first.code_counter from ranked cross join lateral (
               select p.id, p.code_counter from proceedings p
               where p.category_id = ranked.id and p.matter_id = $1 and p.status = any($2::text[])
               order by p.code_counter, p.id limit $3) first
             order by ranked.rank, first.code_counter, first.id limit $3)
         select ${summaryColumns},
           (select count(*) from proceedings where matter_id = $1 and status = any($2::text[])) as total
         from page join proceedings p on p.id = page.id join categories c on c.id = p.category_id
           join matters m on m.id = p.matter_id
         order by page.rank, page.code_counter, page.id`,
        values: [matterId, defaultStatuses, 15],
      },
    ],
    check: samePage,
  },
  {
    label: "proceedings search (3 criteria, every status)",
    path: `dbbw/matters/${matterId}/proceedings/search?categoryCode=NLD&plaintiff=company%201&lawFirm=firm%201&statuses=&page=0&size=15`,
    sql: [
      {
        name: "bench_proceedings_search",
        text: `select ${summaryColumns}, count(*) over () as total
         from proceedings p join categories c on c.id = p.category_id join matters m on m.id = p.matter_id
         where p.matter_id = $1 and c.code ilike $2
           and (p.plaintiff_full_name ilike $3 or p.plaintiff_short_name ilike $3) and p.law_firm ilike $4
         order by lower(c.name), p.code_counter, p.id limit 15`,
        values: [matterId, "%NLD%", "%company 1%", "%firm 1%"],
      },
    ],
    check: samePage,
  },
  {
    label: `proceeding detail (the largest: ${rows[0].trucks} trucks, ${rows[0].claimants} claimants)`,
    path: `dbbw/matters/${matterId}/proceedings/${largestId}`,
    // Everything the detail holds: the row, its category and matter, the item rows with their
    // labels, their sum and the first label's number, the served writs with their places.
    sql: [
      {
        name: "bench_proceeding_detail",
        text: `select ${summaryColumns}, p.law_firms, p.local_counsels, p.expert, p.claimed_costs,
           items.assets, coalesce(items.total, 0) as total_number_of_assets, items.first as dynamic_asset_value,
           coalesce((select json_agg(json_build_object('placeId', w.id, 'name', w.name, 'status', s.status,
                       'servedOn', s.served_on) order by lower(w.name))
                     from proceeding_served_writs s join served_writ_places w on w.id = s.served_writ_place_id
                     where s.proceeding_id = p.id), '[]') as served_writs
         from proceedings p join categories c on c.id = p.category_id join matters m on m.id = p.matter_id,
           lateral (select json_agg(json_build_object('labelId', l.id, 'name', l.name, 'number', a.number)
                             order by l.id) as assets,
                           sum(a.number) as total,
                           min(a.number) filter (where l.id = (select min(id) from asset_labels where matter_id = p.matter_id)) as first
                    from proceeding_assets a join asset_labels l on l.id = a.asset_label_id
                    where a.proceeding_id = p.id) items
         where p.matter_id = $1 and p.id = $2`,
        values: [matterId, largestId],
      },
    ],
    check: ([result], answer) => {
      const row = result.rows[0];
      expectSame("id", row.id, answer.id);
      expectSame(
        "item rows",
        row.assets.map((asset) => asset.number),
        answer.assets.map((asset) => asset.number),
      );
      expectSame("item total", Number(row.total_number_of_assets), answer.totalNumberOfAssets);
      expectSame("first item", Number(row.dynamic_asset_value), answer.dynamicAssetValue);
      expectSame(
        "served writs",
        row.served_writs.map((writ) => writ.placeId),
        answer.servedWrits.map((writ) => writ.id.servedWritAt.id),
      );
    },
  },
  {
    label: `confirmed trucks of the largest proceeding (${rows[0].trucks} trucks)`,
    path: `dbbw/matters/${matterId}/proceedings/${largestId}/trucks?confirmed=true&page=0&size=15`,
    // The total from the counter the product keeps on the proceeding (as the product reads it), the
    // page from the (proceeding, confirmed, chassis number) index.
    sql: [
      {
        name: "bench_trucks_page",
        text: `select t.id, t.chassis_number, t.confirmed, t.version, p.confirmed_trucks as total
         from proceedings p left join lateral (
           select id, chassis_number, confirmed, version from trucks
           where proceeding_id = p.id and confirmed order by chassis_number, id limit 15) t on true
         where p.matter_id = $1 and p.id = $2`,
        values: [matterId, largestId],
      },
    ],
    check: samePage,
  },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-proceedings-"));
// Demo mode (the demo data is there already, so none is added) prints the sign-in code to the console.
const server = await startServer({ dataDir, port: 18085, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const cookie = await signIn(server, "admin@example.com", process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026");
  await measurePages({ server, cookie, url, pages });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
