// The largest export (issue 17): the 200,000 trucks of the bench portfolio's largest proceeding
// (`npm run bench:data`) as .xlsx, as the demo admin. Reports the time to the first byte (the
// download starts at once), the whole download, its size, and the server's resident memory before
// and at its peak (streamed in batches, so it stays flat).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openPortfolio } from "./database.mjs";
import { rssMb } from "./documents.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const {
  url,
  db,
  row: largest,
} = await openPortfolio(
  "export",
  Client,
  `select p.matter_id, p.id, count(t.id)::int as trucks, count(t.id) >= 100000 as ok from proceedings p
     join trucks t on t.proceeding_id = p.id group by p.id order by count(t.id) desc limit 1`,
);
await db.query("delete from rate_limits");
await db.end();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-export-"));
const server = await startServer({ dataDir, port: 18092, env: { DATABASE_URL: url, DEMO_DATA: "true" } });
try {
  const cookie = await signIn(server, "admin@example.com", process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026");
  const exportUrl = `${server.baseUrl}/api/dbbw/matters/${largest.matter_id}/proceedings/${largest.id}/trucks/export`;
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(exportUrl, { headers: { cookie } });
  if (!response.ok) throw new Error(`export refused: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByte = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += value.length;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `export of ${largest.trucks.toLocaleString("en")} trucks: first byte after ${firstByte.toFixed(0)} ms, ` +
      `${(bytes / 1_048_576).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS ${before.toFixed(0)} MB before, ` +
      `${peak.toFixed(0)} MB at its peak (+${(peak - before).toFixed(0)} MB; load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
