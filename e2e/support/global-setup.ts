// Starts the built product (`npm run build` first) on a fresh data directory with demo data, as a
// newcomer's `npm start` would. Its console output, which includes every e-mail (no SMTP is
// configured, so the outbox prints them), goes to a log file the tests read.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
let server: ChildProcess | undefined;
let workDir = "";

export default async function setup() {
  const main = path.join(root, "apps/server/dist/main.js");
  if (!fs.existsSync(main)) throw new Error("The app is not built: run `npm run build` first");
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logPath = path.join(workDir, "server.log");
  const log = fs.openSync(logPath, "a");
  server = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, "data"),
      DATABASE_URL: "",
      SMTP_URL: "",
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
  });
  await waitUntilReady(baseUrl, logPath);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logPath;
  process.env.E2E_ARTIFACTS = path.join(root, "e2e/artifacts");
  process.env.E2E_ACCESSIBILITY_LOG = path.join(workDir, "accessibility-checks.jsonl");
  fs.mkdirSync(process.env.E2E_ARTIFACTS, { recursive: true });

  return async () => {
    printAccessibilitySummary(process.env.E2E_ACCESSIBILITY_LOG ?? "");
    server?.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}

async function waitUntilReady(baseUrl: string, logPath: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null)
      throw new Error(`The server stopped:\n${fs.readFileSync(logPath, "utf8")}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready:\n${fs.readFileSync(logPath, "utf8")}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** One line for the run, then each page and dialog axe-core checked, with how often (see
 * support/accessibility-tracker.ts). */
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
