// Importing 200,000 trucks into one proceeding (the import issue: within 60 s): an .xlsx written with
// exceljs's streaming writer (shared strings, as Excel saves), uploaded for the preview, then
// committed. Reports the seconds of each step and the server's resident memory at its peak; the
// same for a CSV of the same rows. `npm run build` first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { rssMb } from "./documents.mjs";
import { signIn, startServer } from "./server.mjs";

const ROWS = Number(process.env.IMPORT_ROWS ?? 200_000);
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";
const vin = (prefix, index) => `${prefix}${String(index).padStart(14, "0")}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-import-"));
const server = await startServer({ dataDir, port: 18087 });

async function writeXlsx(file, prefix) {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = writer.addWorksheet("Trucks");
  sheet.addRow(["Chassis number", "Confirmed"]).commit();
  for (let index = 0; index < ROWS; index += 1) sheet.addRow([vin(prefix, index), "no"]).commit();
  sheet.commit();
  await writer.commit();
}

function writeCsv(file, prefix) {
  const lines = ["Chassis number;Confirmed"];
  for (let index = 0; index < ROWS; index += 1) lines.push(`${vin(prefix, index)};yes`);
  fs.writeFileSync(file, `${lines.join("\r\n")}\r\n`);
}

try {
  const cookie = await signIn(server, "admin@example.com", DEMO_PASSWORD);
  const api = async (apiPath, init = {}) => {
    const answer = await fetch(`${server.baseUrl}/api${apiPath}`, {
      ...init,
      headers: { cookie, origin: server.baseUrl, ...(init.headers ?? {}) },
    });
    const body = await answer.json();
    if (!answer.ok) throw new Error(`${apiPath}: ${answer.status} ${JSON.stringify(body)}`);
    return body;
  };
  const [matter] = (await api("/dbbw/matters")).items;
  const proceedings = (await api(`/dbbw/matters/${matter.id}/proceedings?size=100`)).items;
  const runs = [
    { kind: "xlsx", prefix: "WDB", proceeding: proceedings[0] },
    { kind: "csv", prefix: "XLR", proceeding: proceedings[1] },
  ];
  for (const { kind, prefix, proceeding } of runs) {
    const file = path.join(dataDir, `trucks.${kind}`);
    if (kind === "xlsx") await writeXlsx(file, prefix);
    else writeCsv(file, prefix);
    const base = `/dbbw/matters/${matter.id}/proceedings/${proceeding.id}/trucks`;
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 20);
    const form = new FormData();
    form.append("file", new Blob([fs.readFileSync(file)]), `trucks.${kind}`);
    const started = performance.now();
    const preview = await api(`${base}/import/preview`, { method: "POST", body: form });
    const previewed = performance.now();
    const result = await api(`${base}/import/${preview.importId}/commit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ confirm: true }),
    });
    const committed = performance.now();
    clearInterval(sampler);
    const count = await api(`${base}/${kind === "csv" ? "confirmed" : "unconfirmed"}/count`);
    console.log(
      `import of ${ROWS} trucks from .${kind} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB): ` +
        `preview ${((previewed - started) / 1000).toFixed(1)} s, commit ${((committed - previewed) / 1000).toFixed(1)} s, ` +
        `total ${((committed - started) / 1000).toFixed(1)} s; added ${result.counts.added}, counter ${count.count}; ` +
        `server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak ` +
        `(load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
