// Connect copies (issue 16): the built server against the stand-in Collaborate service (its own
// process, as `npm run connect:standin` starts it). After the admin's authorisation, COPIES PDFs of
// 10 MB are uploaded to a demo tracking step; reported: copies per minute from the first upload to
// the last SUCCEEDED (receiving included), and the server's resident memory before and at its peak
// while one 100 MB document is received and copied (both streamed, so it grows by far less than
// the file).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { demoStep, rssMb, uploadPdf } from "./documents.mjs";
import { signIn, startServer } from "./server.mjs";

const COPIES = 12;
const MB = 1024 * 1024;
const STANDIN_PORT = 18090;
const root = path.resolve(import.meta.dirname, "..");
const standinUrl = `http://127.0.0.1:${STANDIN_PORT}`;

const standin = spawn(process.execPath, ["--import", "tsx", "apps/connect-standin/src/main.ts"], {
  cwd: root,
  stdio: "ignore",
  env: { ...process.env, PORT: String(STANDIN_PORT) },
});
for (let tries = 0; ; tries += 1) {
  if ((await fetch(`${standinUrl}/_standin/files`).catch(() => null))?.ok) break;
  if (tries > 200) throw new Error("the stand-in did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-connect-"));
const server = await startServer({
  dataDir,
  port: 18091,
  env: {
    CONNECT_BASE_URL: standinUrl,
    CONNECT_INSTANCE: "litfolio",
    CONNECT_CLIENT_ID: "litfolio",
    CONNECT_CLIENT_SECRET: "stand-in-secret",
    CONNECT_TOKEN_KEY: randomBytes(32).toString("hex"),
  },
});

/** Refresh token on Connect settings, Allow on the service's page, and the activation. */
async function authorise(cookie) {
  const start = await fetch(`${server.baseUrl}/api/dbbw/collaborate/authenticate`, {
    headers: { cookie },
    redirect: "manual",
  });
  const authorize = new URL(start.headers.get("location"));
  const allowed = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    body: new URLSearchParams(authorize.searchParams),
    redirect: "manual",
  });
  const back = new URL(allowed.headers.get("location")).searchParams;
  const query = new URLSearchParams({ code: back.get("code"), state: back.get("state") });
  const activated = await fetch(`${server.baseUrl}/api/dbbw/collaborate/activate?${query}`, {
    headers: { cookie },
  });
  if (!activated.ok) throw new Error(`activation refused: ${await activated.text()}`);
}

/** Waits until none of the documents is UPLOADING; answers their statuses. */
async function settled(cookie, trackingPath, ids) {
  for (;;) {
    const tracking = await (
      await fetch(`${server.baseUrl}/api${trackingPath}`, { headers: { cookie } })
    ).json();
    const documents = tracking.proceduralSteps.flatMap((step) => step.attachedDocuments.items);
    const ours = documents.filter((document) => ids.includes(document.id));
    if (ours.length === ids.length && ours.every((document) => document.status !== "UPLOADING"))
      return ours.map((document) => document.status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  const cookie = await signIn(server, "admin@example.com", process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026");
  await authorise(cookie);
  const step = await demoStep(server, cookie);

  const started = performance.now();
  const ids = [];
  for (let n = 1; n <= COPIES; n += 1)
    ids.push((await uploadPdf(server, cookie, step.upload, 10 * MB, `Annex ${n}.pdf`)).id);
  const statuses = await settled(cookie, step.tracking, ids);
  const minutes = (performance.now() - started) / 60_000;
  const stored = (await (await fetch(`${standinUrl}/_standin/files`)).json()).length;

  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const copyStarted = performance.now();
  const big = await uploadPdf(server, cookie, step.upload, 100 * MB - 1024, "Expert report.pdf");
  const [bigStatus] = await settled(cookie, step.tracking, [big.id]);
  clearInterval(sampler);
  console.log(
    `Connect copies of 10 MB PDFs: ${(COPIES / minutes).toFixed(0)} per minute (${COPIES} in ${(minutes * 60).toFixed(1)} s, upload to Litfolio included; ` +
      `${statuses.filter((status) => status === "SUCCEEDED").length} SUCCEEDED, ${stored} files at the stand-in); ` +
      `a 100 MB document received and copied: ${bigStatus} in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s, server RSS ${before.toFixed(0)} MB before, ` +
      `${peak.toFixed(0)} MB at its peak (+${(peak - before).toFixed(0)} MB; load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
} finally {
  await server.stop();
  standin.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
