// The PostgreSQL database the scale benchmarks fill (`npm run bench:data`) and measure (`npm run bench`).
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/litfolio_bench";
