// Queries on the PostgreSQL server run as named prepared statements: one name per query text, kept
// per connection, so a repeated query is bound and executed without being parsed again.
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { PreparingClient, preparedOnce, statementName } from "./prepared-statements";
import { users } from "./schema/users";

describe("statementName", () => {
  it("gives one text one name, and another text another", () => {
    const text = `select ${Date.now()} as first`;
    expect(statementName(text)).toMatch(/^litfolio_\d+$/);
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(`${text}, 2 as second`)).not.toBe(statementName(text));
  });
});

describe("preparedOnce", () => {
  it("builds a query once per handle and key", () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return { prepare: (name: string) => ({ name }) };
    };
    const [handle, transaction] = [{}, {}];
    const first = preparedOnce(handle, "list", build);
    expect(preparedOnce(handle, "list", build)).toBe(first);
    expect(builds).toBe(1);
    // Another handle (a transaction) builds its own, under the same statement name: same text.
    expect(preparedOnce(transaction, "list", build)).toEqual(first);
    expect(preparedOnce(handle, "count", build).name).not.toBe(first.name);
    expect(builds).toBe(3);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
// Only the PostgreSQL run has a server to ask; PGlite runs one connection without names.
if (serverUrl) {
  describe("PreparingClient on the PostgreSQL server", () => {
    it("prepares a drizzle query once and reuses it with other values", async () => {
      const pool = new pg.Pool({ connectionString: serverUrl, max: 1, Client: PreparingClient });
      try {
        const db = drizzle(pool);
        const byId = (id: number) => db.select({ id: users.id }).from(users).where(eq(users.id, id));
        await db.execute(sql`create temporary table if not exists users (id integer)`);
        await byId(1);
        await byId(2);
        const prepared = await pool.query<{ statement: string }>(
          "select statement from pg_prepared_statements where statement like '%from \"users\"%'",
        );
        expect(prepared.rows).toHaveLength(1);
        // A plain text query (pg-boss's, the migrations') stays unnamed.
        const plain = await pool.query("select count(*)::int as n from pg_prepared_statements");
        await pool.query("select 1");
        const after = await pool.query("select count(*)::int as n from pg_prepared_statements");
        expect(after.rows[0].n).toBe(plain.rows[0].n);
      } finally {
        await pool.end();
      }
    });
  });
}
