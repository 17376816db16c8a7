// The activities lists under 16 concurrent clients (bench/latency.mjs: compressed answers, the
// targets p50 <= 15 ms, p99 <= 50 ms and 1.5x the SQL) on the PostgreSQL portfolio of
// `npm run bench:data` (50,000 activities), as the demo lawyer (a DB_LAWYER participant, so the
// matter conditions apply): the global page's default (assigned to me, To Do and Doing), every
// status, a sort by responsible at page 50, a title search, and one tracking's list. Next to each,
// the best SQL for exactly its answer: one prepared statement that takes the caller's matters,
// picks the page's ids by index, reads those rows with what they are shown with and counts them.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openPortfolio } from "./database.mjs";
import { measurePages, samePage } from "./latency.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const { url, db } = await openPortfolio("activities", Client);
await db.query("delete from rate_limits");
const {
  rows: [{ tracking_id: trackingId, lawyer_id: lawyerId }],
} = await db.query(
  `select (select tracking_id from activities group by tracking_id order by count(*) desc, tracking_id limit 1),
     (select id from users where email_address = 'lawyer@example.com') as lawyer_id`,
);
await db.end();

/**
 * One page of activities as the best single statement: `where` (over `a`, $1 the caller) picks
 * them in the caller's matters, `order` sorts them (`joins` add what it sorts by; the outer query
 * has the same aliases), 15 from `offset`. A page that must sort every match anyway (a sort no
 * index serves) counts them in the same pass (`countAlong`); one that walks an index in its order
 * stops after 15 matches and counts apart (on an index, or in one sequential scan for a title
 * search, cheaper than walking the whole due-date index).
 */
const activitiesPage = (name, { where, order, joins = "", offset = 0, countAlong = false, values = [] }) => ({
  name,
  text: `with mine as (select matter_id from participations where user_id = $1),
     page as (
       select a.id${countAlong ? ", count(*) over () as total" : ""} from activities a ${joins}
       where a.matter_id in (select matter_id from mine) and ${where}
       order by ${order} limit 15 offset ${offset})
   select a.id, a.tracking_id, a.title, a.description, a.status, a.due_date, a.created_at, a.version,
     p.id as proceeding_id, p.proceeding_code, c.id as category_id, c.type as category_type, c.code as category_code,
     c.name as category_name, m.id as matter_id, m.name as matter_name, s.id as step_id, s.title as step_title,
     s.position, r.id as responsible_id, r.first_name as responsible_first_name, r.last_name as responsible_last_name,
     r.email_address as responsible_email_address, cr.id as creator_id, cr.first_name as creator_first_name,
     cr.last_name as creator_last_name, cr.email_address as creator_email_address,
     ${countAlong ? "page.total" : `(select count(*) from activities a where a.matter_id in (select matter_id from mine) and ${where}) as total`}
   from page join activities a on a.id = page.id join trackings t on t.id = a.tracking_id
     join proceedings p on p.id = t.proceeding_id join categories c on c.id = p.category_id
     join matters m on m.id = a.matter_id left join procedural_steps s on s.id = a.step_id
     left join users r on r.id = a.responsible_id left join users cr on cr.id = a.created_by
   order by ${order}`,
  values: [lawyerId, ...values],
});
const dueFirst = "a.due_date nulls last, a.id";
const everyStatus = "a.status = any('{TODO,DOING,DONE}')";

const pages = [
  {
    label: "activities, global default (assigned to me, To Do + Doing)",
    path: "dbbw/activities?assignedToMe=true&statuses=TODO,DOING&page=0&size=15",
    sql: [
      activitiesPage("bench_activities_mine", {
        where: "a.status = any('{TODO,DOING}') and a.responsible_id = $1",
        order: dueFirst,
      }),
    ],
  },
  {
    label: "activities, global, every status",
    path: "dbbw/activities?statuses=&page=0&size=15",
    sql: [activitiesPage("bench_activities_all", { where: everyStatus, order: dueFirst })],
  },
  {
    label: "activities, global, sorted by responsible, page 50",
    path: "dbbw/activities?statuses=&sort=responsible,asc&page=50&size=15",
    sql: [
      activitiesPage("bench_activities_by_responsible", {
        where: everyStatus,
        joins: "left join users r on r.id = a.responsible_id",
        order: "lower(r.last_name) nulls last, lower(r.first_name) nulls last, a.id",
        offset: 750,
        countAlong: true,
      }),
    ],
  },
  {
    label: "activities, title search",
    path: "dbbw/activities/search?title=activity%2012&statuses=&page=0&size=15",
    sql: [
      activitiesPage("bench_activities_title", {
        where: `${everyStatus} and a.title ilike $2`,
        order: dueFirst,
        values: ["%activity 12%"],
      }),
    ],
  },
  {
    label: "activities, one tracking",
    path: `dbbw/activities/tracking/${trackingId}?page=0&size=15`,
    sql: [
      activitiesPage("bench_activities_tracking", {
        where: `${everyStatus} and a.tracking_id = $2`,
        order: dueFirst,
        values: [trackingId],
      }),
    ],
  },
].map((page) => ({ ...page, check: samePage }));

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
    url,
    pages,
    describe: (answer) => ` (${answer.totalElements} rows)`,
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
