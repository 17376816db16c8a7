#!/usr/bin/env node
// `npm test`: the whole suite. Unit and API integration tests (on PGlite, and again on PostgreSQL
// when TEST_DATABASE_URL is set), then the browser tests against the built app in Chromium.
// Prints one closing line "N passed, N failed, N skipped" over all of it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../e2e/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
}

function vitest(label, args, env = {}) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  run(
    label,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  );
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(fs.readFileSync(report, "utf8"));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  if (summary.numFailedTestSuites > 0 && summary.numFailedTests === 0)
    totals.failed += summary.numFailedTestSuites;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
// With PostgreSQL at hand it runs the whole server project, and PGlite only what can answer
// differently there. PGlite is PostgreSQL compiled to wasm (a major version of its own), so the SQL
// means the same on both but for what versions change; what differs is the driver (how numbers,
// dates, JSON and arrays come back), the one connection (transactions and the job queue take turns
// on it; pg-boss runs on our executor), the locale (ILIKE, lower() and ORDER BY on text), and the
// embedded product's own start (migrations, demo data). So PGlite keeps the migrations (its
// template is migrated at every run), the job queue, sign-in, the demo data, a failed query's
// error, the scope SQL, exports, imports, and each module's own tests through HTTP (lists with
// search, filters and paging, JSON columns, window functions, sums, court days, missed deadlines,
// digests). The files below run on PostgreSQL only, each for the reason above it. Without
// TEST_DATABASE_URL everything runs on PGlite.
const onPostgresOnly = [
  // They use no test database, or an embedded one of their own whatever TEST_DATABASE_URL says
  // (the admin:create bundle, the data directory lock): the second phase runs them alike.
  "src/config.test.ts",
  "src/audit.test.ts",
  "src/cli/admin-create.test.ts",
  "src/db/client.test.ts",
  "src/permissions/abilities.test.ts",
  "src/permissions/doc.test.ts",
  "src/reference-doc.test.ts",
  "src/structure.test.ts",
  "src/modules/calendar/ical.test.ts",
  "src/modules/deadlines/working-days.test.ts",
  "src/modules/trackings/service.test.ts",
  // About the PostgreSQL server alone (two server processes, a primary with two workers, named
  // prepared statements; PGlite is one process): their database tests skip themselves on PGlite.
  "src/db/outage.test.ts",
  "src/cluster.test.ts",
  "src/db/prepared-statements.test.ts",
  // The HTTP layer and the permission table, the same for every route whatever the engine answers
  // underneath: each caller kind on each route, fuzzed, bad, odd and stale input on each route
  // (refused before any write), idempotent creates, persons in answers, delivery, request log,
  // headers, CSRF, readiness; the proceeding form's rules (400s before any write).
  "src/permissions/authorization*.test.ts",
  "src/permissions/route-access.test.ts",
  "src/permissions/people.test.ts",
  "src/http/fuzz.test.ts",
  "src/http/odd-input.test.ts",
  "src/http/edits.test.ts",
  "src/http/idempotency.test.ts",
  "src/http/delivery.test.ts",
  "src/http/logging.test.ts",
  "src/app.test.ts",
  "src/modules/matters/bad-input.test.ts",
  "src/modules/proceedings/rules.test.ts",
  // Peers outside the database (an SMTP server, the Connect stand-in): their SQL is plain reads and
  // writes, and the job queue they retry on runs on PGlite in jobs/queue.test.ts.
  "src/mail/mail.test.ts",
  "src/modules/connect/connect.test.ts",
  // Sign-in limits and password links: the same upserts and tokens login.test.ts runs on PGlite,
  // counted hundreds of times (argon2 and the sign-in delays are most of their time).
  "src/auth/rate-limit.test.ts",
  "src/auth/password.test.ts",
];
vitest("unit and API tests (PGlite)", postgresUrl ? onPostgresOnly.map((glob) => `--exclude=${glob}`) : [], {
  TEST_DATABASE_URL: "",
});
if (postgresUrl)
  vitest("API tests (PostgreSQL)", ["--project", "server"], { TEST_DATABASE_URL: postgresUrl });

const chromium = chromiumPath();
if (!chromium) {
  console.log(
    "\nChromium was not found, so the browser tests are SKIPPED (everything else ran)." +
      "\nInstall it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH, then run npm test again.",
  );
} else {
  if (!process.env.LITFOLIO_SKIP_BUILD) run("build", "npm", ["run", "build"]);
  vitest("browser tests (Chromium)", ["--config", "e2e/vitest.config.ts"]);
}

fs.rmSync(reportDir, { recursive: true, force: true });
if (totals.failed > 0) exitCode = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
