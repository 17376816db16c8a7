// The list benchmarks' measurements: a page's HTTP latency under 16 concurrent clients (autocannon),
// the same page's hand-written SQL run by 16 concurrent pg clients (the ratio shows the application's
// overhead), and the verdict against the lists' targets: p50 < 30 ms and p99 < 100 ms.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const autocannon = require("autocannon");

export const CLIENTS = 16;
const SECONDS = 10;

const measureHttp = (requestUrl, cookie, seconds = SECONDS, connections = CLIENTS) =>
  new Promise((resolve, reject) =>
    autocannon({ url: requestUrl, connections, duration: seconds, headers: { cookie } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

/** The page as SQL: 16 workers run the queries back to back; latencies of each round trip. */
async function measureSql(pool, queries) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      await Promise.all(queries.map((query) => pool.query(query)));
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
  return { p50: at(0.5), p99: at(0.99) };
}

const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Measures each page ({label, path under /api/, sql?: queries, alone?: true}) on the running server
 * as the signed-in cookie and prints one line a page; `describe(answer)` names what the page
 * answered. `alone` adds the latency of one client by itself (a page one user opens at a time).
 */
export async function measurePages({ server, cookie, pool, pages, describe = () => "" }) {
  for (const page of pages) {
    const pageUrl = `${server.baseUrl}/api/${page.path}`;
    const probe = await fetch(pageUrl, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${page.label}: ${probe.status} ${await probe.text()}`);
    const what = describe(await probe.json());
    // A running server is warm: 2 s first, so JIT compilation and the first plans are not measured.
    await measureHttp(pageUrl, cookie, 2);
    const http = await measureHttp(pageUrl, cookie);
    const verdict = http.latency.p50 < 30 && http.latency.p99 < 100 ? "ok" : "OVER TARGET";
    const httpPart = `HTTP p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms (${Math.round(http.requests.average)} req/s, ${http.non2xx} non-2xx)`;
    let alonePart = "";
    if (page.alone) {
      const single = await measureHttp(pageUrl, cookie, 5, 1);
      alonePart = ` | 1 client p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms`;
    }
    let sqlPart = "";
    if (page.sql) {
      const sql = await measureSql(pool, page.sql);
      sqlPart = ` | SQL p50 ${ms(sql.p50)}, p99 ${ms(sql.p99)} | ratio p50 ${(http.latency.p50 / Math.max(sql.p50, 0.1)).toFixed(1)}x`;
    }
    console.log(`${page.label}${what}: ${httpPart}${sqlPart}${alonePart} | ${verdict}`);
  }
}
