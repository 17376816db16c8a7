import type { Config } from "../config";
import { type Database, openPglite, openPostgres } from "./client";

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. `migrate:
 * false` skips PostgreSQL's migrations (a worker process, whose primary applied them).
 */
export const openDatabase = (config: Config, options?: { migrate: boolean }): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl, options) : openPglite({ dataDir: config.dataDir });
