// The run's server: the built product on a fresh data directory with demo data (support/server.ts),
// shared by every test file; its log and address reach the tests through the environment, as does
// the directory where each user's sign-in is kept for the run (support/sessions.ts).
import fs from "node:fs";
import path from "node:path";
import { type RunningServer, startServer } from "./server";

const root = path.resolve(import.meta.dirname, "../..");
let server: RunningServer | undefined;

export default async function setup() {
  server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_LOG = server.logPath;
  process.env.E2E_ARTIFACTS = path.join(root, "e2e/artifacts");
  process.env.E2E_ACCESSIBILITY_LOG = path.join(path.dirname(server.logPath), "accessibility-checks.jsonl");
  process.env.E2E_SESSIONS = path.join(path.dirname(server.logPath), "sessions");
  fs.mkdirSync(process.env.E2E_ARTIFACTS, { recursive: true });
  fs.mkdirSync(process.env.E2E_SESSIONS);

  return async () => {
    printAccessibilitySummary(process.env.E2E_ACCESSIBILITY_LOG ?? "");
    await server?.stop();
  };
}

/** One line for the run, then each page and dialog axe-core checked, with how often (for how many
 * users, widths and servers: see support/accessibility-tracker.ts). */
function printAccessibilitySummary(log: string) {
  if (!fs.existsSync(log)) return;
  const checks = fs
    .readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { file: string; state: string; ms: number });
  const times = new Map<string, number>();
  for (const { state } of checks) times.set(state, (times.get(state) ?? 0) + 1);
  const states = [...times.keys()].sort();
  const dialogs = states.filter((state) => state.startsWith("dialog")).length;
  const files = new Set(checks.map((check) => check.file)).size;
  const seconds = checks.reduce((sum, check) => sum + check.ms, 0) / 1000;
  console.log(
    `\nAccessibility (axe-core, WCAG 2.2 A/AA): ${states.length - dialogs} pages and ${dialogs} dialogs, ` +
      `${checks.length} checks in ${files} test files, ${seconds.toFixed(0)} s settling and checking`,
  );
  for (const state of states) console.log(`  ${state} ×${times.get(state)}`);
}
