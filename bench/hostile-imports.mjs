// Hostile import previews against a running server (issue 28: 10 hostile files at once must leave the
// server answering others, p99 of a list under 200 ms, and its memory under 1 GB). Ten clients, as
// three users, each send a hostile file (a 90 MB CSV of one line; a 1 MB .xlsx whose shared strings
// inflate to 300 MB) and send it again on 429 until it gets its final answer, while one other client
// loads the matters list back to back. Reports the answers, the server's RSS peak and the list's
// p50/p99 meanwhile. The hostile clients run in a worker thread, so that their own work (building
// and sending 90 MB bodies) does not stall the list client's event loop: the list's latency is the
// server's, as another user elsewhere would see it. `npm run build` first; not part of CI.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { deflateRawSync } from "node:zlib";
import { rssMb } from "./documents.mjs";
import { signIn, startServer } from "./server.mjs";

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";
const CLIENTS = 10;

/** A zip of these entries, each deflated (the shape an .xlsx has). */
function zip(entries) {
  const parts = [];
  const directory = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, compressed);
    directory.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

/** Shared strings that honestly inflate to about 290 MB (distinct strings of 30,000 characters). */
function sharedStringsBomb() {
  const strings = [];
  for (let index = 0; index < 9_600; index += 1) {
    strings.push(`<si><t>${String(index).padStart(8, "0")}${"x".repeat(30_000)}</t></si>`);
  }
  return zip([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    {
      name: "xl/workbook.xml",
      data: Buffer.from(
        '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: "xl/sharedStrings.xml", data: Buffer.from(`<sst>${strings.join("")}</sst>`) },
    {
      name: "xl/worksheets/sheet1.xml",
      data: Buffer.from(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
      ),
    },
  ]);
}

/**
 * In the worker: each of the CLIENTS sends its hostile file, again on 429 until its final answer.
 * Answers the tally of final answers and the number of 429s on the way.
 */
async function sendHostileFiles({ previewUrl, origin, cookies }) {
  const files = [
    { name: "one-line.csv", content: Buffer.alloc(90 * 1024 * 1024, 0x41) },
    { name: "strings.xlsx", content: sharedStringsBomb() },
  ];
  const answers = {};
  let refusedBusy = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const file = files[index % files.length];
      const cookie = cookies[index % cookies.length];
      while (true) {
        const form = new FormData();
        form.append("file", new Blob([file.content]), file.name);
        const answer = await fetch(previewUrl, { method: "POST", body: form, headers: { cookie, origin } });
        const body = await answer.json();
        if (answer.status === 429) {
          refusedBusy += 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        const key = `${file.name}: ${answer.status} ${body.message}`;
        answers[key] = (answers[key] ?? 0) + 1;
        return;
      }
    }),
  );
  return { answers, refusedBusy };
}

if (!isMainThread) {
  parentPort.postMessage(await sendHostileFiles(workerData));
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-hostile-"));
  const server = await startServer({ dataDir, port: 18088 });
  try {
    const emails = ["admin@example.com", "manager@example.com", "lawyer@example.com"];
    const cookies = [];
    for (const email of emails) cookies.push(await signIn(server, email, DEMO_PASSWORD));
    const get = async (apiPath, cookie) => {
      const answer = await fetch(`${server.baseUrl}/api${apiPath}`, { headers: { cookie } });
      if (!answer.ok) throw new Error(`${apiPath}: ${answer.status}`);
      return answer.json();
    };
    const [matter] = (await get("/dbbw/matters", cookies[0])).items;
    const [proceeding] = (await get(`/dbbw/matters/${matter.id}/proceedings?size=1`, cookies[0])).items;
    const previewUrl = `${server.baseUrl}/api/dbbw/matters/${matter.id}/proceedings/${proceeding.id}/claimants/import/preview`;

    /** The list loaded back to back by one client until `done()`: its latencies, sorted. */
    const loadList = async (done) => {
      const latencies = [];
      while (!done()) {
        const at = performance.now();
        await get("/dbbw/matters", cookies[0]);
        latencies.push(performance.now() - at);
      }
      return latencies.sort((a, b) => a - b);
    };
    const percentile = (latencies, share) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
    // The same list alone first: the machine's own noise (it may be shared).
    const quietUntil = performance.now() + 10_000;
    const quiet = await loadList(() => performance.now() > quietUntil);

    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 20);

    let hostileDone = false;
    const lister = loadList(() => hostileDone);
    const started = performance.now();
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { previewUrl, origin: server.baseUrl, cookies },
    });
    const { answers, refusedBusy } = await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    const seconds = (performance.now() - started) / 1000;
    hostileDone = true;
    const listLatencies = await lister;
    clearInterval(sampler);
    await worker.terminate();
    const ready = await fetch(`${server.baseUrl}/api/ready`);

    console.log(`${CLIENTS} hostile previews (3 users, each sent again on 429) took ${seconds.toFixed(1)} s`);
    for (const [answer, count] of Object.entries(answers)) console.log(`  ${count} x ${answer}`);
    console.log(`  429 "busy" answers on the way: ${refusedBusy}`);
    console.log(
      `server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak; /api/ready ${ready.status} after`,
    );
    const figures = (latencies) =>
      `${latencies.length} loads, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`;
    console.log(`matters list alone before: ${figures(quiet)}`);
    console.log(
      `matters list meanwhile: ${figures(listLatencies)} ` +
        `(load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
