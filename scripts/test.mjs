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
// The suites that call every route the same way (each caller kind on each route; fuzzed and bad
// input on each route) test the HTTP layer and the permission table, whatever the engine answers
// underneath: with PostgreSQL at hand they run there only. Everything else runs on both.
const onPostgresOnly = [
  "src/permissions/authorization*.test.ts",
  "src/http/fuzz.test.ts",
  "src/modules/matters/bad-input.test.ts",
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
