// One database handle for the whole process: embedded PGlite under DATA_DIR, or a PostgreSQL pool
// when DATABASE_URL is set. Both speak PostgreSQL, so the queries are the same.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ListeningClient } from "./connection-loss";
import {
  AUTH_CHANNEL,
  ChangeFeed,
  listenOnDedicatedConnection,
  listenOnPooledConnection,
} from "./notifications";
import { PreparingClient } from "./prepared-statements";

// No schema is given to drizzle: its relational query API (db.query) is not used, every query names
// its tables (db/schema/<area>.ts).
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Either the database or an open transaction: helpers that write take this. */
export type DbOrTx = Db | Tx;

/** What pg-boss needs to run its SQL on our connection or transaction (see jobs/queue.ts). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's SQL on an open transaction's connection, so the jobs it inserts commit or roll back
 * with the transaction. The statement runs as pg-boss wrote it, through the transaction's session:
 * what `tx.execute` does once it has built its text and parameters.
 */
export function transactionExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const query = tx._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
      // Both drivers answer their result object (rows and all) when no fields are mapped.
      return (await query.execute()) as { rows: unknown[] };
    },
  };
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** For pg-boss: PGlite is one connection, so the queue must share it. */
  executor: SqlExecutor;
  /** The connection string pg-boss uses on PostgreSQL (its own pool). */
  connectionString: string | undefined;
  /** What every server process announces of changes to users, sessions and participations. */
  authChanges: ChangeFeed;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = () => {
  // Source layout (tests, tsx) keeps migrations beside this file; the bundle copies them to dist/migrations.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found near ${here}`);
  return found;
};

/** Applies the migrations unless `migrate` is false (a worker process: its primary applied them). */
export async function openPostgres(connectionString: string, { migrate = true } = {}): Promise<Database> {
  if (migrate) await migratePostgres(connectionString);
  const pool = newPool(connectionString, 10, PreparingClient);
  const authChanges = new ChangeFeed();
  pool.on("connect", (client) => listenOnPooledConnection(client, authChanges));
  const stopListening = listenOnDedicatedConnection(connectionString, authChanges);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: "postgres",
    connectionString,
    executor: { executeSql: (text, values) => pool.query(text, values) },
    authChanges,
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await stopListening();
      await pool.end();
    },
  };
}

async function migratePostgres(connectionString: string) {
  // Migrations run unnamed on a pool of their own: a migration step may hold several statements.
  const migrationPool = newPool(connectionString, 1, ListeningClient);
  try {
    await migratePg(drizzlePg(migrationPool), { migrationsFolder: migrationsFolder() });
  } finally {
    await migrationPool.end();
  }
}

function newPool(connectionString: string, max: number, Client: typeof ListeningClient) {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5000, max, Client });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // replaces it on the next query; without a listener the error would be unhandled. Checked-out
  // connections have their own listener (ListeningClient, db/connection-loss.ts).
  pool.on("error", logLostConnection);
  return pool;
}

function logLostConnection(error: Error) {
  console.error("database connection lost", error.message);
}

/**
 * Opens PGlite with its files under `{dataDir}/pgdata` (or in memory from a dumped template, in
 * tests) and applies migrations.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const pgdata = options.dataDir ? path.join(options.dataDir, "pgdata") : undefined;
    // pg_trgm: the trigram indexes of the text searches (migration 0022), as on PostgreSQL.
    const client = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    // One connection, in this process: it hears every announcement, its own before COMMIT answers.
    const authChanges = new ChangeFeed();
    await client.listen(AUTH_CHANNEL, (payload) => authChanges.deliver(payload));
    authChanges.setLive(true);
    return {
      db,
      kind: "pglite",
      connectionString: undefined,
      authChanges,
      executor: {
        // Parameterless SQL may hold several statements (pg-boss sends BEGIN ... COMMIT blocks),
        // which only `exec` accepts; `exec` answers one result per statement, the last one counts.
        async executeSql(text, values) {
          if (values && values.length > 0) return client.query(text, values);
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        },
      },
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        if (!client.closed) {
          // PGlite fsyncs nothing itself: a CHECKPOINT before close leaves a clean data directory.
          await client.exec("CHECKPOINT");
          await client.close();
        }
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite is one process, one connection: a second server on the same DATA_DIR would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "litfolio.lock");
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(fs.readFileSync(lockPath, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The data directory ${dataDir} is in use by process ${owner}. Stop it first.`);
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}

/** Whether a process of this machine is running (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
