// Starts the built product (`npm run build` first) on a fresh data directory with demo data, as a
// newcomer's `npm start` would, with extra settings when a test needs them (the Connect test points
// one at the stand-in service). Its console output, which includes every e-mail (no SMTP is
// configured, so the outbox prints them), goes to a log file the tests read.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  baseUrl: string;
  logPath: string;
  stop(): Promise<void>;
}

export async function startServer(settings: Record<string, string> = {}): Promise<RunningServer> {
  const main = path.join(root, "apps/server/dist/main.js");
  if (!fs.existsSync(main)) throw new Error("The app is not built: run `npm run build` first");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logPath = path.join(workDir, "server.log");
  const log = fs.openSync(logPath, "a");
  const server = spawn(process.execPath, [main], {
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
      ...settings,
    },
  });
  await waitUntilReady(server, baseUrl, logPath);
  return {
    baseUrl,
    logPath,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(server: ChildProcess, baseUrl: string, logPath: string) {
  // Generous: seeding the demo data on a loaded 2-core machine has taken more than a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${fs.readFileSync(logPath, "utf8")}`);
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
