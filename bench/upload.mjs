// Upload throughput and the server's memory during it (issue 12): a PDF of just under 100 MB is
// streamed to a demo tracking step as multipart/form-data, RUNS times. Reports MB/s and the
// server's resident memory (VmRSS from /proc) before and at its peak during the uploads: a server
// that streamed into its file store grows by far less than the file's size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { demoStep, rssMb, uploadPdf } from "./documents.mjs";
import { signIn, startServer } from "./server.mjs";

const RUNS = 3;
const MB = 1024 * 1024;
const SIZE = 100 * MB - 1024;
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-upload-"));
const server = await startServer({ dataDir, port: 18085 });

try {
  const cookie = await signIn(server, "admin@example.com", DEMO_PASSWORD);
  const step = (await demoStep(server, cookie)).upload;
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const rates = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await uploadPdf(server, cookie, step, SIZE, "Expert report.pdf");
    rates.push(SIZE / MB / ((performance.now() - started) / 1000));
  }
  clearInterval(sampler);
  rates.sort((a, b) => a - b);
  console.log(
    `upload of a ${(SIZE / MB).toFixed(1)} MB PDF: ${rates[Math.floor(RUNS / 2)].toFixed(0)} MB/s (median of ${RUNS}; ` +
      `${rates.map((rate) => rate.toFixed(0)).join(", ")}); server RSS ${before.toFixed(0)} MB before, ` +
      `${peak.toFixed(0)} MB at its peak (+${(peak - before).toFixed(0)} MB for a ${(SIZE / MB).toFixed(0)} MB file; ` +
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
