// The PostgreSQL database the scale benchmarks fill (`npm run bench:data`) and measure (`npm run bench`).
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/litfolio_bench";

/** Whether the portfolio holds what `npm run bench:data` fills (as `ok`). */
export const PORTFOLIO_FILLED =
  "select (select count(*) from proceedings) >= 5000 and (select count(*) from activities) >= 50000 as ok";

/**
 * A connection to the portfolio (`Client`: pg's, from the server's dependencies) and the first row of
 * `probe`; when the probe finds no row or `ok` false, says the bench is skipped and exits.
 */
export async function openPortfolio(bench, Client, probe = PORTFOLIO_FILLED) {
  const url = benchDatabaseUrl();
  const db = new Client({ connectionString: url });
  const row = await db
    .connect()
    .then(() => db.query(probe))
    .then((result) => result.rows[0])
    .catch(() => undefined);
  if (!row || row.ok === false) {
    console.log(`${bench} benchmark skipped: ${url} is not filled (run \`npm run bench:data\` first)`);
    await db.end().catch(() => undefined);
    process.exit(0);
  }
  return { url, db, row };
}
