// Seconds the deadline e-mails' job takes to build and queue the digests and reminders of 500 users
// on the PostgreSQL portfolio of `npm run bench:data` (5,000 proceedings, 20,000 step deadlines,
// 50,000 activities), run by the built server as its worker runs it. The 500 users take part in the
// portfolio's matter in varied roles: lawyers (12 of them the responsible lawyers the portfolio's
// proceedings name), matter admins, local counsel on 1 to 3 jurisdictions, active and read-only
// clients; each has 5 open activities due around today, the active clients documents to approve.
// Their hour has come (0:00 UTC), so one run does them all; its time is pg-boss's started_on to
// completed_on, in a server just started and again once warm. Everything the benchmark adds is
// removed at the end. Target: under 10 s.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openPortfolio } from "./database.mjs";
import { startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const USERS = 500;
const MARK = "Digest bench";

const { url, db } = await openPortfolio("digests", Client);

/** Removes what a run (this one, or one stopped half-way) added. */
async function cleanUp() {
  await db.query(
    `delete from mails where to_address in (select email_address from users where last_name = '${MARK}')`,
  );
  await db.query(`delete from activities where title like '${MARK}%'`);
  await db.query(`delete from users where last_name = '${MARK}'`);
}

/** The users, their roles on the matter, their settings (due at once), activities and documents. */
async function addUsers(matterId) {
  // The first 12 are the responsible lawyers the portfolio's proceedings name (lieke0 to lieke11).
  await db.query(
    `insert into users (email_address, first_name, last_name, security_role, active)
     select case when n <= 12 then 'lieke' || (n - 1) || '@example.com' else 'digest.bench.' || n || '@example.com' end,
            'Reader ' || n, '${MARK}', case when n % 100 = 0 then 'SYSTEM_ADMIN' else 'USER' end, true
     from generate_series(1, ${USERS}) as n`,
  );
  const roles = `(array['DB_LAWYER','DB_LAWYER','DB_LAWYER','DB_LAWYER','ADMIN','LOCAL_COUNSEL','LOCAL_COUNSEL',
    'CLIENT_ACTIVE','CLIENT_READ_ONLY','LOCAL_COUNSEL_FULL_ACCESS'])`;
  await db.query(
    `insert into participations (matter_id, user_id, role)
     select ${matterId}, id, case when row_number() over (order by id) <= 12 then 'DB_LAWYER'
                                  else ${roles}[1 + id % 10] end
     from users where last_name = '${MARK}'`,
  );
  await db.query(
    `insert into participation_categories (participation_id, category_id)
     select p.id, c.id from participations p
     join lateral (select id from categories where matter_id = ${matterId} and type = 'jurisdiction'
                   order by (id * 7 + p.user_id) % 20 limit 1 + p.user_id % 3) c on true
     where p.role like 'LOCAL_COUNSEL%' and p.user_id in (select id from users where last_name = '${MARK}')`,
  );
  await db.query(
    `insert into notification_settings (user_id, digest_enabled, digest_hour, time_zone, reminders_enabled, reminder_days)
     select id, true, 0, 'UTC', true, '{5,1}' from users where last_name = '${MARK}'`,
  );
  await db.query(
    `with steps as (select s.id, s.tracking_id, row_number() over (order by s.id) as i from procedural_steps s
                    join trackings t on t.id = s.tracking_id where not t.template and t.matter_id = ${matterId})
     insert into activities (matter_id, tracking_id, step_id, title, description, status, due_date, responsible_id, created_by)
     select ${matterId}, st.tracking_id, st.id, '${MARK} activity ' || u.id || '.' || k, 'Bench activity',
            (array['TODO','DOING'])[1 + k % 2], current_date + (u.id * 3 + k * 5) % 30 - 10, u.id, u.id
     from users u cross join generate_series(1, 5) as k
     join steps st on st.i = 1 + (u.id * 5 + k) % 19000
     where u.last_name = '${MARK}'`,
  );
  await db.query(
    `with comment as (
       insert into activity_comments (activity_id, text, created_by)
       select a.id, '<p>Please approve.</p>', a.created_by from activities a
       where a.title like '${MARK} activity %.1' and a.id % 3 = 0 returning id, activity_id)
     insert into documents (matter_id, comment_id, name, size, content_type, sha256, storage_key, status, approval_needed)
     select ${matterId}, c.id, 'Draft ' || c.id || '.pdf', 1000, 'application/pdf', repeat('0', 64),
            '${MARK.replace(" ", "-")}-' || c.id, 'SUCCEEDED', true
     from comment c`,
  );
}

const { rows: matterRows } = await db.query(
  "select matter_id from proceedings group by matter_id order by count(*) desc limit 1",
);
await cleanUp();
await addUsers(matterRows[0].matter_id);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-digests-"));
const server = await startServer({ dataDir, port: 18088, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
/** One run of the job, as the worker takes it from the queue; answers its seconds and what it did. */
async function run() {
  const since = new Date();
  const {
    rows: [{ id }],
  } = await db.query("insert into pgboss.job (name, data) values ('notifications', '{}') returning id");
  let job;
  for (let tries = 0; tries < 600 && job?.state !== "completed"; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    ({
      rows: [job],
    } = await db.query("select state, started_on, completed_on, output from pgboss.job where id = $1", [id]));
    if (job.state === "failed") throw new Error(`the job failed: ${JSON.stringify(job.output)}`);
  }
  if (job?.state !== "completed") throw new Error("the job did not run within 2 minutes");
  const {
    rows: [counts],
  } = await db.query(
    `select count(*) filter (where d.kind = 'DIGEST' and d.mail_id is not null)::int as digests,
            count(*) filter (where d.kind = 'REMINDERS' and d.mail_id is not null)::int as reminders,
            count(*) filter (where d.mail_id is null)::int as empty, count(distinct d.user_id)::int as users
     from notification_deliveries d join users u on u.id = d.user_id
     where u.last_name = '${MARK}' and d.created_at >= $1`,
    [since],
  );
  return { seconds: (job.completed_on - job.started_on) / 1000, ...counts };
}

try {
  const first = await run();
  // The same day once more in a warm process (as the job runs every 5 minutes): the day's rows go first.
  await db.query(
    `delete from notification_deliveries where user_id in (select id from users where last_name = '${MARK}')`,
  );
  const again = await run();
  console.log(
    `deadline e-mails for ${first.users} users: ${first.seconds.toFixed(2)} s in a process just started, ` +
      `${again.seconds.toFixed(2)} s once warm (${first.digests} digests and ${first.reminders} reminders ` +
      `queued, ${first.empty} with nothing to say; target < 10 s)`,
  );
} finally {
  await server.stop();
  await cleanUp();
  await db.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
