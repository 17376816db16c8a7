// Upload throughput and the server's memory during it (issue 12): a PDF of just under 100 MB is
// streamed to a demo tracking step as multipart/form-data, RUNS times. Reports MB/s and the
// server's resident memory (VmRSS from /proc) before and at its peak during the uploads: a server
// that streamed into its file store grows by far less than the file's size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn, startServer } from "./server.mjs";

const RUNS = 3;
const MB = 1024 * 1024;
const SIZE = 100 * MB - 1024;
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-upload-"));
const server = await startServer({ dataDir, port: 18085 });

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** A multipart body streamed in 1 MB chunks: a PDF header, then spaces up to SIZE bytes. */
function multipartBody(boundary) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Expert report.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      const left = SIZE - sent;
      if (left <= 0) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const part = left >= MB ? chunk : chunk.subarray(0, left);
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

try {
  const cookie = await signIn(server, "admin@example.com", DEMO_PASSWORD);
  const api = async (apiPath) =>
    (await fetch(`${server.baseUrl}/api${apiPath}`, { headers: { cookie } })).json();
  const [matter] = (await api("/dbbw/matters")).items;
  let step;
  for (const proceeding of (await api(`/dbbw/matters/${matter.id}/proceedings?size=100`)).items) {
    const base = `/dbbw/matters/${matter.id}/proceedings/${proceeding.id}/tracking`;
    const { trackingId } = await api(`${base}/available`);
    if (!trackingId) continue;
    const tracking = await api(`${base}/${trackingId}`);
    step = `${base}/${trackingId}/proceduralsteps/${tracking.proceduralSteps.at(-1).id}/attacheddocuments`;
    break;
  }
  if (!step) throw new Error("no demo tracking");
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const rates = [];
  for (let run = 0; run < RUNS; run += 1) {
    const boundary = `----bench${run}${Date.now()}`;
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api${step}`, {
      method: "POST",
      headers: {
        cookie,
        origin: server.baseUrl,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body: multipartBody(boundary),
      duplex: "half",
    });
    if (!answer.ok) throw new Error(`upload refused: ${answer.status} ${await answer.text()}`);
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
