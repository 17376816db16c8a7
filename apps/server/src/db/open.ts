import type { Config } from "../config";
import { type Database, openPglite, openPostgres } from "./client";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const openDatabase = (config: Config): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
