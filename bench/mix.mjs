// The 7-page mix of issue 30 on the PostgreSQL portfolio of `npm run bench:data`: the proceedings
// list, a list search, the largest proceeding's detail, the activities list, the overview, the
// calendar's month grid of step deadlines and the missed deadlines, each asked for compressed as a
// browser asks (bench/latency.mjs). Two runs, each against a fresh server with WEB_CONCURRENCY
// processes (BENCH_PROCESSES, e.g. "1,2"; the machine's cores by default):
// (a) an open loop at a fixed 200 requests a second (about a thousand active users) for 60 s
//     (BENCH_SECONDS shortens it): each request is sent at its time whether or not earlier ones
//     have answered, and its latency counts from that time, so a server falling behind shows as
//     latency instead of as fewer requests; p50/p99, errors and the rate achieved;
// (b) a closed loop of 100 clients, each asking the next page as soon as it has its answer: the
//     saturation rate and its p50/p99.
// Targets beside each figure: (a) p99 <= 250 ms and no errors, (b) at least 400 requests a second.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openPortfolio } from "./database.mjs";
import { ACCEPT_ENCODING, load, measureHttp, ms, probe } from "./latency.mjs";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { Client } = require("pg");

const OPEN_RATE = 200;
const OPEN_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLOSED_CLIENTS = 100;
const CLOSED_SECONDS = Math.min(OPEN_SECONDS, 20);
const TARGETS = { p99: 250, rate: 400 };
const processCounts = (process.env.BENCH_PROCESSES ?? String(os.availableParallelism()))
  .split(",")
  .map(Number);

const {
  url,
  db,
  row: largest,
} = await openPortfolio(
  "mix",
  Client,
  `select p.matter_id, p.id from proceedings p
     where (select count(*) from proceedings) >= 5000
     order by p.confirmed_trucks + p.unconfirmed_trucks desc, p.id limit 1`,
);
// The bench signs in on every run: earlier runs' attempts must not trip the sign-in rate limit.
await db.query("delete from rate_limits");
await db.end();
const { matter_id: matterId, id: largestId } = largest;

// June 2026 as the month grid shows it (bench/portfolio-views.mjs): Sunday 31 May to Saturday 4 July.
const pages = [
  `dbbw/matters/${matterId}/proceedings?page=0&size=15`,
  `dbbw/matters/${matterId}/proceedings/search?categoryCode=NLD&plaintiff=company%201&lawFirm=firm%201&statuses=&page=0&size=15`,
  `dbbw/matters/${matterId}/proceedings/${largestId}`,
  "dbbw/activities?statuses=&page=0&size=15",
  `dbbw/matters/${matterId}/aggregator`,
  `dbbw/proceduralsteps?from=2026-05-31&to=2026-07-04&matterId=${matterId}&view=month`,
  `dbbw/matters/${matterId}/proceduralsteps/missed?page=0&size=15`,
].map((page) => `/api/${page}`);

/** One request to be answered by `at` (a performance.now() time): its latency from then, or an error. */
function timedRequest(agent, baseUrl, page, cookie, at) {
  return new Promise((resolve) => {
    const request = http.get(
      `${baseUrl}${page}`,
      { agent, headers: { cookie, "accept-encoding": ACCEPT_ENCODING } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve(
            response.statusCode === 200 ? { ms: performance.now() - at } : { error: response.statusCode },
          ),
        );
      },
    );
    request.on("error", (error) => resolve({ error: error.code ?? error.message }));
  });
}

/** (a): OPEN_RATE requests a second, the pages in turn, for `seconds`. */
async function openLoop(baseUrl, cookie, seconds) {
  // Enough sockets that the client never queues: a request waits only for the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const total = OPEN_RATE * seconds;
  const started = performance.now();
  const answers = [];
  for (let sent = 0; sent < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * OPEN_RATE) + 1);
    for (; sent < due; sent += 1) {
      const at = started + (sent * 1000) / OPEN_RATE;
      answers.push(timedRequest(agent, baseUrl, pages[sent % pages.length], cookie, at));
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const results = await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = results
    .flatMap((result) => (result.ms === undefined ? [] : [result.ms]))
    .sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  const errors = results.filter((result) => result.error !== undefined);
  return {
    p50: at(0.5),
    p99: at(0.99),
    errors: errors.length,
    errorKinds: [...new Set(errors.map((result) => result.error))],
    rate: latencies.length / elapsed,
  };
}

const yes = (met) => (met ? "yes" : "no");

console.log(
  `7-page mix on ${url}: (a) open loop ${OPEN_RATE} req/s for ${OPEN_SECONDS} s, (b) closed loop ${CLOSED_CLIENTS} clients for ${CLOSED_SECONDS} s; load: 1-minute load average of ${os.cpus().length} cores after each run`,
);
console.log("| processes | run | p50 / p99 ms | req/s | errors | target | met? | load |");
console.log("|---|---|---|---|---|---|---|---|");
for (const processes of processCounts) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-mix-"));
  // Demo mode (the demo data is there already, so none is added) prints the sign-in code.
  const server = await startServer({
    dataDir,
    port: 18089,
    env: { DATABASE_URL: url, DEMO_DATA: "true", WEB_CONCURRENCY: String(processes) },
  });
  try {
    const cookie = await signIn(
      server,
      "admin@example.com",
      process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026",
    );
    for (const page of pages) await probe(`${server.baseUrl}${page}`, cookie);
    // Warm every process (JIT, plans, prepared statements) before the clock runs.
    await measureHttp(
      server.baseUrl,
      cookie,
      3,
      16,
      pages.map((page) => ({ path: page })),
    );

    const open = await openLoop(server.baseUrl, cookie, OPEN_SECONDS);
    const errors = `${open.errors}${open.errorKinds.length ? ` (${open.errorKinds.join(", ")})` : ""}`;
    console.log(
      `| ${processes} | open ${OPEN_RATE} req/s | ${ms(open.p50)} / ${ms(open.p99)} | ${open.rate.toFixed(0)} | ${errors} | p99 <= ${TARGETS.p99}, 0 errors | ${yes(open.p99 <= TARGETS.p99 && open.errors === 0)} | ${load()} |`,
    );

    const closed = await measureHttp(
      server.baseUrl,
      cookie,
      CLOSED_SECONDS,
      CLOSED_CLIENTS,
      pages.map((page) => ({ path: page })),
    );
    const failed = closed.non2xx + closed.errors + closed.timeouts;
    console.log(
      `| ${processes} | closed ${CLOSED_CLIENTS} clients | ${closed.latency.p50} / ${closed.latency.p99} | ${Math.round(closed.requests.average)} | ${failed} | >= ${TARGETS.rate} req/s | ${yes(closed.requests.average >= TARGETS.rate && failed === 0)} | ${load()} |`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
