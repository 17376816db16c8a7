// The portfolio's summary views under 16 concurrent clients (bench/latency.mjs: compressed answers,
// the targets p50 <= 15 ms, p99 <= 50 ms and 1.5x the SQL, one client by itself beside it) on the
// PostgreSQL portfolio of `npm run bench:data`: the overview's aggregator, the calendar's month grid
// (a Sunday-to-Saturday grid of 5 weeks) of step deadlines, of the lawyer's own open activities (the
// calendar's default) and of everyone's in every status, the calendar's list view (its first page of
// a month's step deadlines and activities, dbbw/calendar/events, as the web asks for it) with the
// lawyer's open activities (the default) and with everyone's, and the missed deadlines page. Next to
// each, the best SQL for exactly its answer as one prepared statement with only the columns the
// answer shows, checked against the answer's rows and total.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openPortfolio } from "./database.mjs";
import { expectSame, measurePages } from "./latency.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const { url, db } = await openPortfolio("portfolio views", Client);
await db.query("delete from rate_limits");
const {
  rows: [{ matter_id: matterId, lawyer_id: lawyerId }],
} =
  await db.query(`select (select matter_id from proceedings group by matter_id order by count(*) desc limit 1),
  (select id from users where email_address = 'lawyer@example.com') as lawyer_id`);
await db.end();

const defaultStatuses = ["ONGOING", "ON_HOLD", "NOT_YET"];
const openStatuses = ["NOT_YET", "ONGOING", "ON_HOLD", "ONGOING_BUT_SETTLED"];
// The server's "today" (todayUtc): the missed deadlines are the steps before it.
const today = new Date().toISOString().slice(0, 10);

// The overview: the product reads the figures the database keeps per category and status
// (category_figures, the overview_figures migration's triggers), as overviewFiguresSql does. Beside it, the
// aggregate it ran before over the base tables (the matter's proceedings of the statuses, a 21st
// claimant's existence, their item rows), the best SQL found for the same figures from those tables.
const overviewAggregateSql = {
  name: "bench_overview_aggregate",
  text: `with first_label as (select id, name from asset_labels where matter_id = $1 order by id limit 1),
    chosen as (
      select p.id, p.category_id, p.total_sum_in_euro,
        p.is_mass_claim or exists (select 1 from claimants cl where cl.proceeding_id = p.id offset 20) as collective
      from proceedings p where p.matter_id = $1 and p.status = any($2::text[])),
    assets as (
      select a.proceeding_id, sum(a.number) as total, count(*) as rows,
        sum(a.number) filter (where a.asset_label_id = (select id from first_label)) as first
      from proceeding_assets a join chosen on chosen.id = a.proceeding_id group by a.proceeding_id)
  select c.id, c.type, c.code, c.name, count(chosen.id)::int as proceedings, count(assets.first)::int as with_first_assets,
    coalesce(sum(assets.first), 0)::bigint as first_assets, count(chosen.total_sum_in_euro)::int as with_claim_amount,
    coalesce(sum(chosen.total_sum_in_euro), 0)::bigint as claim_amount,
    count(*) filter (where assets.rows > 0)::int as with_assets, coalesce(sum(assets.total), 0)::bigint as assets,
    count(*) filter (where chosen.collective)::int as collective, t.id as totals_id, t.version as totals_version,
    t.total_number_of_first_assets, t.total_number_of_proceedings, (select name from first_label) as first_asset_label
  from categories c left join chosen on chosen.category_id = c.id left join assets on assets.proceeding_id = chosen.id
    left join expected_totals t on t.category_id = c.id
  where c.matter_id = $1 group by c.id, t.id order by c.type, c.code`,
  values: [matterId, defaultStatuses],
};
const overviewFiguresSql = {
  name: "bench_overview_figures",
  text: `select c.id, c.type, c.code, c.name, coalesce(sum(f.proceedings), 0)::int as proceedings,
    coalesce(sum(f.with_first_assets), 0)::int as with_first_assets, coalesce(sum(f.first_assets), 0)::bigint as first_assets,
    coalesce(sum(f.with_claim_amount), 0)::int as with_claim_amount, coalesce(sum(f.claim_amount), 0)::bigint as claim_amount,
    coalesce(sum(f.with_assets), 0)::int as with_assets, coalesce(sum(f.assets), 0)::bigint as assets,
    coalesce(sum(f.collective), 0)::int as collective, t.id as totals_id, t.version as totals_version,
    t.total_number_of_first_assets, t.total_number_of_proceedings,
    (select name from asset_labels where matter_id = $1 order by id limit 1) as first_asset_label
  from categories c left join category_figures f on f.category_id = c.id and f.status = any($2::text[])
    left join expected_totals t on t.category_id = c.id
  where c.matter_id = $1 group by c.id, t.id order by c.type, c.code`,
  values: [matterId, defaultStatuses],
};

// June 2026 as the month grid shows it: Sunday 31 May to Saturday 4 July.
const month = "from=2026-05-31&to=2026-07-04";
/** `column` is of a matter the caller ($1) takes part in. */
const callersMatter = (column) => `${column} in (select matter_id from participations where user_id = $1)`;
/** The calendar's activities: the lawyer's open ones (the calendar's default), everyone's in every status. */
const myOpenActivities = "a.status = any('{TODO,DOING}') and a.responsible_id = $1";
const everyonesActivities = "a.status = any('{TODO,DOING,DONE}')";
// The month grid's answers (`view=month`): per day of the grid its count and first 4 events of the
// kind, ranked as the grid orders them (missed or overdue first, court hearings, by proceeding code
// and title), with only what a cell draws. Over exactly the grid's days: an estimate sits on its
// month's first day.
const gridSteps = {
  name: "bench_grid_steps",
  text: `select * from (
    select s.id, s.title, s.deadline, s.estimate_deadline, s.court_hearing, s.client_deadline, s.done_on,
      t.id as tracking_id, t.matter_id, p.id as proceeding_id, p.proceeding_code, p.status,
      count(*) over (partition by s.deadline) as day_total,
      row_number() over (partition by s.deadline order by case when not s.estimate_deadline and s.deadline < $3
        and s.done_on is null and p.status = any($4::text[]) then 0 when s.court_hearing then 1 else 2 end,
        p.proceeding_code, s.title, s.id) as rank
    from procedural_steps s join trackings t on t.id = s.tracking_id join proceedings p on p.id = t.proceeding_id
    where ${callersMatter("t.matter_id")} and t.matter_id = $2
      and not t.template and s.deadline between '2026-05-31' and '2026-07-04') ranked
  where rank <= 4 order by deadline, rank`,
  values: [lawyerId, matterId, today, openStatuses],
};
/** The grid's activities due in the month under `where` (over `a`, $1 the caller). */
const gridActivities = (name, where) => ({
  name,
  text: `select * from (
    select a.id, a.title, a.status, a.due_date, p.proceeding_code,
      count(*) over (partition by a.due_date) as day_total,
      row_number() over (partition by a.due_date order by case when a.status <> 'DONE' and a.due_date < $2
        then 0 else 1 end, p.proceeding_code, a.title, a.id) as rank
    from activities a join trackings t on t.id = a.tracking_id join proceedings p on p.id = t.proceeding_id
    where ${callersMatter("a.matter_id")} and a.due_date between '2026-05-31' and '2026-07-04' and ${where}) ranked
  where rank <= 4 order by due_date, rank`,
  values: [lawyerId, today],
});
/** Each day's date, count and events' ids in order, against the answer's. */
const sameDays = ([result], answer) => {
  const days = new Map();
  for (const row of result.rows) {
    const date = String(row.deadline ?? row.due_date);
    const day = days.get(date) ?? { total: Number(row.day_total), ids: [] };
    day.ids.push(row.id);
    days.set(date, day);
  }
  expectSame(
    "days",
    [...days.values()].map((day) => [day.total, day.ids]),
    answer.days.map((day) => [day.total, day.items.map((item) => item.id)]),
  );
};

// The missed deadlines' page and its exact total in one statement: the total as an uncorrelated
// subquery (computed once) that reads only the steps still to do (procedural_steps_missed_idx, its
// predicate written out), so neither part joins every missed step's columns.
const missedWhere = `t.matter_id = $1 and not t.template and not s.estimate_deadline and s.deadline < $2
    and s.done_on is null and p.status = any($3::text[])`;
const missedSql = {
  name: "bench_missed_deadlines",
  text: `select s.id, s.position, s.title, s.deadline, s.court_hearing, s.client_deadline, t.id as tracking_id,
    p.id as proceeding_id, p.proceeding_code, p.status, p.db_responsible_first_name, p.db_responsible_last_name,
    c.id as category_id, c.type as category_type, c.code as category_code, c.name as category_name,
    (select count(*) from trackings t join procedural_steps s on s.tracking_id = t.id
      join proceedings p on p.id = t.proceeding_id where ${missedWhere}) as total
  from trackings t join procedural_steps s on s.tracking_id = t.id join proceedings p on p.id = t.proceeding_id
    join categories c on c.id = p.category_id
  where ${missedWhere}
  order by s.deadline, c.code, p.code_counter, s.id limit 15`,
  values: [matterId, today, openStatuses],
};

// The list view's first page as the web asks for it (features/calendar/calendar-state.ts
// calendarListQuery: the month's days, both kinds, the activity filters, page 0 of the default 15)
// and its total in one statement. Each kind's first 15 with their sort keys (matter, proceeding), so
// each reads its date index only as far as its first days, then the page of their UNION ALL in the
// answer's order (a day's deadlines before its activities); the page's other columns joined to its
// rows only; the total as each kind's count in an uncorrelated subquery (computed once; the
// activities' without joins, as an activity's matter is its tracking's). From the 1st, the estimated
// deadlines (stored on their month's first day) need no bound of their own.
const listMonth = "from=2026-06-01&to=2026-06-30";
/** The web's default page size (shared/paging defaultPageSize). */
const listSize = 15;
const listPage = `page=0&size=${listSize}`;
/** The list's step deadlines, with `joins`. */
const listSteps = (joins = "") => `from procedural_steps s join trackings t on t.id = s.tracking_id ${joins}
    where ${callersMatter("t.matter_id")} and not t.template and s.deadline between '2026-06-01' and '2026-06-30'`;
/** The list's activities under `where`, with `joins`. */
const listActivities = (where, joins = "") => `from activities a ${joins}
    where ${callersMatter("a.matter_id")} and a.due_date between '2026-06-01' and '2026-06-30' and ${where}`;
const placeJoins = `join proceedings p on p.id = t.proceeding_id join matters m on m.id = t.matter_id`;
/** The list's page of step deadlines and of the activities under `where` (over `a`, $1 the caller). */
const listEventsSql = (name, where) => ({
  name,
  text: `select e.*, s.estimate_deadline, s.court_hearing, s.client_deadline, s.done_on, a.status,
    r.id as responsible_id, r.first_name, r.last_name, st.id as step_id, st.title as step_title, st.position,
    c.type as category_type, c.code as category_code, c.name as category_name,
    (select count(*) ${listSteps()}) + (select count(*) ${listActivities(where)}) as total
  from (
    (select 'TRACKING' as kind, s.id, s.deadline as date, s.title, t.id as tracking_id, p.id as proceeding_id,
      p.proceeding_code, p.status as proceeding_status, p.category_id, m.id as matter_id, m.name as matter_name
    ${listSteps(placeJoins)}
    order by s.deadline, m.name, p.proceeding_code, s.title, s.id limit ${listSize})
    union all
    (select 'ACTIVITIES', a.id, a.due_date, a.title, t.id, p.id, p.proceeding_code, p.status, p.category_id, m.id, m.name
    ${listActivities(where, `join trackings t on t.id = a.tracking_id ${placeJoins}`)}
    order by a.due_date, m.name, p.proceeding_code, a.title, a.id limit ${listSize})
    order by date, kind desc, matter_name, proceeding_code, title, id limit ${listSize}) e
    join categories c on c.id = e.category_id
    left join procedural_steps s on e.kind = 'TRACKING' and s.id = e.id
    left join activities a on e.kind = 'ACTIVITIES' and a.id = e.id
    left join users r on r.id = a.responsible_id left join procedural_steps st on st.id = a.step_id
  order by e.date, e.kind desc, e.matter_name, e.proceeding_code, e.title, e.id`,
  values: [lawyerId],
});

/** The events in order (`rowKey`, `itemKey`: what identifies one) and their total, against the answer's. */
const sameEventsBy =
  (rowKey, itemKey) =>
  ([result], answer) => {
    expectSame("events", result.rows.map(rowKey), answer.items.map(itemKey));
    expectSame("total", Number(result.rows[0]?.total ?? 0), answer.totalElements);
  };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-views-"));
const server = await startServer({ dataDir, port: 18087, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const password = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";
  const admin = await signIn(server, "admin@example.com", password);
  await measurePages({
    server,
    cookie: admin,
    url,
    pages: [
      ...[
        ["overview aggregator (SQL: the kept figures)", overviewFiguresSql],
        ["overview aggregator (SQL: the aggregate over the base tables)", overviewAggregateSql],
      ].map(([label, statement]) => ({
        label,
        path: `dbbw/matters/${matterId}/aggregator`,
        sql: [statement],
        check: ([result], answer) =>
          expectSame(
            "categories' figures",
            result.rows.map((row) => [
              row.id,
              row.proceedings,
              Number(row.first_assets),
              Number(row.claim_amount),
              Number(row.assets),
              row.collective,
            ]),
            answer.categories.map((row) => [
              row.category.id,
              row.numberOfProceedings,
              row.totalNumberOfFirstAssets,
              row.totalClaimAmount,
              row.totalNumberOfAssets,
              row.numberOfMassClaimProceedings,
            ]),
          ),
        alone: true,
      })),
    ],
    describe: (answer) => ` (${answer.categories.length} rows)`,
  });
  const lawyer = await signIn(server, "lawyer@example.com", password);
  await measurePages({
    server,
    cookie: lawyer,
    url,
    pages: [
      {
        label: "calendar month grid, step deadlines",
        path: `dbbw/proceduralsteps?${month}&matterId=${matterId}&view=month`,
        sql: [gridSteps],
        alone: true,
      },
      {
        label: "calendar month grid, my open activities (the default)",
        path: `dbbw/activities/calendar?${month}&statuses=TODO,DOING&responsibleId=${lawyerId}&view=month`,
        sql: [gridActivities("bench_grid_mine", myOpenActivities)],
        alone: true,
      },
      {
        label: "calendar month grid, everyone's activities",
        path: `dbbw/activities/calendar?${month}&statuses=&view=month`,
        sql: [gridActivities("bench_grid_all", everyonesActivities)],
        alone: true,
      },
    ].map((page) => ({ ...page, check: sameDays })),
    describe: (answer) =>
      ` (${answer.days.reduce((n, day) => n + day.items.length, 0)} of ${answer.days.reduce((n, day) => n + day.total, 0)} events in ${answer.days.length} days)`,
  });
  await measurePages({
    server,
    cookie: lawyer,
    url,
    pages: [
      {
        label: "calendar list, step deadlines and my open activities (the default; first page)",
        path: `dbbw/calendar/events?${listMonth}&kinds=ACTIVITIES,TRACKING&statuses=TODO,DOING&responsibleId=${lawyerId}&${listPage}`,
        sql: [listEventsSql("bench_list_mine", myOpenActivities)],
      },
      {
        label: "calendar list, step deadlines and everyone's activities (first page)",
        path: `dbbw/calendar/events?${listMonth}&kinds=ACTIVITIES,TRACKING&statuses=TODO,DOING,DONE&${listPage}`,
        sql: [listEventsSql("bench_list_all", everyonesActivities)],
      },
    ]
      .map((page) => ({
        ...page,
        alone: true,
        check: sameEventsBy(
          (row) => [row.kind, row.id],
          (item) => [item.kind, item.id],
        ),
      }))
      .concat({
        label: "missed deadlines (first page)",
        path: `dbbw/matters/${matterId}/proceduralsteps/missed?page=0&size=15`,
        sql: [missedSql],
        alone: true,
        check: sameEventsBy(
          (row) => row.id,
          (item) => item.id ?? item.step.id,
        ),
      }),
    describe: (answer) => ` (${answer.items.length} of ${answer.totalElements} events)`,
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
