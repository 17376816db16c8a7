// p50/p99 of GET /api/admin/security/user under 16 concurrent clients for 10 s (autocannon), next
// to a bare Fastify route answering the same JSON, in the same run. Target: within 2x.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const autocannon = require("autocannon");
const Fastify = require("fastify");

const measure = (url, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 16, duration: 10, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

const report = (label, result) =>
  console.log(
    `${label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx`,
  );

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-users-"));
const server = await startServer({ dataDir, port: 18081 });
try {
  const cookie = await signIn(server, "admin@example.com", process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026");
  const activeUser = await (
    await fetch(`${server.baseUrl}/api/admin/security/user`, { headers: { cookie } })
  ).json();

  const bare = Fastify();
  bare.get("/user", async () => activeUser);
  await bare.listen({ port: 18082, host: "127.0.0.1" });

  const app = await measure(`${server.baseUrl}/api/admin/security/user`, { cookie });
  const baseline = await measure("http://127.0.0.1:18082/user");
  await bare.close();

  report("GET /api/admin/security/user (PGlite)", app);
  report("bare Fastify route, same JSON      ", baseline);
  console.log(
    `ratio p50 ${(app.latency.p50 / Math.max(baseline.latency.p50, 1)).toFixed(1)}x (target within 2x)`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
