// What keeping the overview's figures (the overview_figures migration's statement triggers) costs a write, in the
// database: 2,000 one-row writes of each kind over the portfolio's proceedings in one transaction,
// with the overview triggers and with them disabled (ALTER TABLE ... DISABLE TRIGGER, rolled back
// with the writes), alternated 3 times. ALTER TABLE locks the tables until the rollback: run it on
// a copy (`createdb -T litfolio_bench <name>` and BENCH_DATABASE_URL), not on a database others
// measure. `npm run bench:data` first.
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { benchDatabaseUrl } from "./database.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const WRITES = 2000;
// The i-th write's proceeding: spread over the portfolio's ids (1 to 5,000 after bench:data).
const proceeding = "(select min(id) from proceedings) + (i * 7919 % 5000)";
const kinds = [
  {
    label: "a proceeding's EUR total changed",
    triggers: [["proceedings", "overview_proceedings_update"]],
    loop: `update proceedings set total_sum_in_euro = coalesce(total_sum_in_euro, 0) + 1 where id = ${proceeding};`,
  },
  {
    label: "a claimant added, then deleted",
    triggers: [
      ["claimants", "overview_claimants_insert"],
      ["claimants", "overview_claimants_delete"],
    ],
    loop: `insert into claimants (proceeding_id, full_name, short_name, position) values (${proceeding}, 'Bench', 'Bench', 99999);
      delete from claimants where proceeding_id = ${proceeding} and position = 99999;`,
  },
  {
    label: "a truck added, then deleted (its counters update the proceeding)",
    triggers: [["proceedings", "overview_proceedings_update"]],
    loop: `insert into trucks (proceeding_id, chassis_number) values (${proceeding}, 'BENCHOVERVIEW');
      delete from trucks where proceeding_id = ${proceeding} and chassis_number = 'BENCHOVERVIEW';`,
  },
];

const db = new Client({ connectionString: benchDatabaseUrl() });
await db.connect();
const kept = await db.query("select to_regclass('category_figures') is not null as kept");
if (!kept.rows[0].kept)
  throw new Error("no category_figures: migrate the database first (start the server on it)");

/** Milliseconds of the kind's writes in one transaction, rolled back; without its triggers if `bare`. */
async function run(kind, bare) {
  await db.query("begin");
  try {
    for (const [table, trigger] of bare ? kind.triggers : []) {
      await db.query(`alter table ${table} disable trigger ${trigger}`);
    }
    const started = performance.now();
    await db.query(`do $$ begin for i in 1..${WRITES} loop ${kind.loop} end loop; end $$`);
    return performance.now() - started;
  } finally {
    await db.query("rollback");
  }
}

const load = () => os.loadavg()[0].toFixed(1);
console.log(
  `overview triggers' cost per write (${WRITES} writes a run, ms per write: without / with; load: 1-minute average of ${os.cpus().length} cores)`,
);
console.log("| write | without triggers | with triggers | added | load |");
console.log("|---|---|---|---|---|");
for (const kind of kinds) {
  const without = [];
  const withTriggers = [];
  for (let round = 0; round < 3; round += 1) {
    without.push((await run(kind, true)) / WRITES);
    withTriggers.push((await run(kind, false)) / WRITES);
  }
  const median = (values) => values.sort((a, b) => a - b)[1];
  const [a, b] = [median(without), median(withTriggers)];
  console.log(`| ${kind.label} | ${a.toFixed(3)} | ${b.toFixed(3)} | ${(b - a).toFixed(3)} | ${load()} |`);
}
await db.end();
