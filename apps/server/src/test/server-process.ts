// `main.ts` as production runs it (through tsx, not built), in a child process on a database of the
// test's: for the tests of several server processes on one database (db/outage.test.ts,
// cluster.test.ts).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eventually } from "./harness";

const MAIN = path.resolve(import.meta.dirname, "../main.ts");

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Started on `databaseUrl`, mailing through `smtpUrl`, with `env` on top; answers once it is ready. */
export async function startServerProcess(
  databaseUrl: string,
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-server-"));
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      DEMO_DATA: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  child.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // Ready once it says so: with several processes, the first one answers before the others listen.
  // Each process compiles the sources (tsx) first: on a busy machine that takes long.
  await eventually(() => {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    return output.includes(" is ready on ") || undefined;
  }, 100_000);
  return { baseUrl, child, output: () => output };
}

/** SIGTERM, as a deployment stops it; answers its exit code. */
export async function stopServerProcess({ child }: ServerProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}
