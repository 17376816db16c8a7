// The read benchmarks' measurements (issue 30): a page's HTTP latency under 16 concurrent clients
// (autocannon, each request asking for a compressed answer as a browser does), next to the best
// hand-written SQL for exactly the rows and totals the page answers, run as named prepared
// statements by 16 clients on a connection each (as the product's pool prepares its statements),
// so the ratio is the application's overhead and nothing else. Every figure is printed with the
// targets beside it (p50 <= 15 ms, p99 <= 50 ms, at most 1.5x the SQL) and the machine's load,
// since the benches often share the machine.
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const autocannon = require("autocannon");
const { Client } = require("pg");

export const CLIENTS = 16;
/** BENCH_SECONDS shortens a run while a bench is being written; the figures are taken at 10. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const TARGETS = { p50: 15, p99: 50, ratio: 1.5 };
/** What a browser sends (Chromium's value); the server answers brotli or gzip above 1 KB. */
export const ACCEPT_ENCODING = "gzip, deflate, br";

/**
 * autocannon on `requestUrl` with `connections` clients back to back for `seconds`, asking for
 * compressed answers; `requests` ({path}s), when given, are what each client asks in turn.
 */
export const measureHttp = (requestUrl, cookie, seconds = SECONDS, connections = CLIENTS, requests) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: requestUrl,
        connections,
        duration: seconds,
        headers: { cookie, "accept-encoding": ACCEPT_ENCODING },
        requests,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

const decoders = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};

/** One request as the benchmark sends it: the answer's bytes on the wire, its encoding, its JSON. */
export function probe(requestUrl, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(requestUrl, { headers: { cookie, "accept-encoding": ACCEPT_ENCODING } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"] ?? "identity";
          const body = (decoders[encoding] ?? ((bytes) => bytes))(wire).toString("utf8");
          if (response.statusCode !== 200) reject(new Error(`${response.statusCode} ${body}`));
          else
            resolve({
              bytes: wire.length,
              decodedBytes: Buffer.byteLength(body),
              encoding,
              answer: JSON.parse(body),
            });
        });
      })
      .on("error", reject);
  });
}

/**
 * The page as SQL: CLIENTS connections, each running the page's statements ({name, text, values},
 * prepared on first use) one after the other, back to back; the latency of each page's worth.
 */
async function measureSql(url, statements, seconds = SECONDS, clients = CLIENTS) {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies = [];
  const runPage = async (client) => {
    const results = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  };
  try {
    // Warm like the server: every connection prepares the statements before the clock runs.
    await Promise.all(connections.map(runPage));
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      connections.map(async (client) => {
        while (performance.now() < until) {
          const at = performance.now();
          await runPage(client);
          latencies.push(performance.now() - at);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
    return { p50: at(0.5), p99: at(0.99), results: await runPage(connections[0]) };
  } finally {
    await Promise.all(connections.map((client) => client.end()));
  }
}

export const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const load = () => `${os.loadavg()[0].toFixed(1)}`;

/** Which targets a measurement misses ("yes" when none). */
function verdict(p50, p99, ratio) {
  const missed = [
    p50 > TARGETS.p50 ? "p50" : null,
    p99 > TARGETS.p99 ? "p99" : null,
    ratio !== null && ratio > TARGETS.ratio ? "ratio" : null,
  ].filter(Boolean);
  return missed.length === 0 ? "yes" : `no (${missed.join(", ")})`;
}

let headerPrinted = false;
function printHeader() {
  if (headerPrinted) return;
  headerPrinted = true;
  console.log(
    `targets: p50 <= ${TARGETS.p50} ms, p99 <= ${TARGETS.p99} ms, HTTP p50 <= ${TARGETS.ratio}x SQL p50; ${CLIENTS} clients, ${SECONDS} s each; load: 1-minute load average of ${os.cpus().length} cores after each run`,
  );
  console.log(
    "| page | HTTP p50/p99 ms | SQL p50/p99 ms | ratio | answer (wire / JSON) | target met? | load after HTTP / SQL |",
  );
  console.log("|---|---|---|---|---|---|---|");
}

/**
 * Measures each page ({label, path under /api/, sql?: statements, check?, alone?: true}) on the
 * running server as the signed-in cookie and prints a table row a page; `describe(answer)` names what
 * the page answered. `sql` is the page's best hand-written SQL as named statements for `url`'s
 * database, and `check(results, answer)` throws unless its rows and totals are the answer's (so the
 * comparison stays honest when either side changes). `alone` adds a row for one client by itself (a
 * page one user opens at a time).
 */
export async function measurePages({ server, cookie, url, pages, describe = () => "" }) {
  printHeader();
  for (const page of pages) {
    const pageUrl = `${server.baseUrl}/api/${page.path}`;
    const probed = await probe(pageUrl, cookie);
    const label = `${page.label}${describe(probed.answer)}`;
    // A running server is warm: 2 s first, so JIT compilation and the first plans are not measured.
    await measureHttp(pageUrl, cookie, 2);
    const httpRun = await measureHttp(pageUrl, cookie);
    const httpLoad = load();
    if (httpRun.non2xx > 0 || httpRun.errors > 0)
      throw new Error(`${page.label}: ${httpRun.non2xx} non-2xx answers, ${httpRun.errors} errors`);
    const { p50, p99 } = httpRun.latency;
    let sqlPart = "none";
    let ratio = null;
    let sqlLoad = "";
    if (page.sql) {
      const sql = await measureSql(url, page.sql);
      page.check?.(sql.results, probed.answer);
      ratio = p50 / Math.max(sql.p50, 0.1);
      sqlPart = `${ms(sql.p50)} / ${ms(sql.p99)}`;
      sqlLoad = ` / ${load()}`;
    }
    const size = `${kb(probed.bytes)} ${probed.encoding} / ${kb(probed.decodedBytes)}`;
    console.log(
      `| ${label} | ${p50} / ${p99} (${Math.round(httpRun.requests.average)} req/s) | ${sqlPart} | ${ratio === null ? "-" : `${ratio.toFixed(2)}x`} | ${size} | ${verdict(p50, p99, ratio)} | ${httpLoad}${sqlLoad} |`,
    );
    if (page.alone) {
      const single = await measureHttp(pageUrl, cookie, 5, 1);
      const sql = page.sql ? await measureSql(url, page.sql, 5, 1) : null;
      const singleRatio = sql ? single.latency.p50 / Math.max(sql.p50, 0.1) : null;
      console.log(
        `| ${page.label}, 1 client | ${single.latency.p50} / ${single.latency.p99} | ${sql ? `${ms(sql.p50)} / ${ms(sql.p99)}` : "none"} | ${singleRatio === null ? "-" : `${singleRatio.toFixed(2)}x`} | | ${verdict(single.latency.p50, single.latency.p99, singleRatio)} | ${load()} |`,
      );
    }
  }
}

/** Throws with both sides when the SQL's figure is not the answer's. */
export function expectSame(what, sqlSide, answerSide) {
  const a = JSON.stringify(sqlSide);
  const b = JSON.stringify(answerSide);
  if (a !== b) throw new Error(`the SQL side's ${what} differs from the answer's:\n  SQL: ${a}\n  API: ${b}`);
}

/** A list page's ids in order and its total (each row's `total`), against the answer's. */
export const samePage = ([result], answer) => {
  expectSame(
    "page",
    result.rows.map((row) => row.id),
    answer.items.map((item) => item.id),
  );
  expectSame("total", Number(result.rows[0]?.total ?? 0), answer.totalElements);
};
