// The insert every create makes: one row in, the stored row (defaults, id) out.
import { getTableName } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/** Inserts one row and answers it as stored; a refusal (a unique index, a foreign key) throws. */
export async function insertOne<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  values: PgInsertValue<T>,
): Promise<T["$inferSelect"]> {
  const [row] = (await tx.insert(table).values(values).returning()) as T["$inferSelect"][];
  // Only a trigger could swallow the row; none does.
  if (!row) throw new Error(`no row inserted into ${getTableName(table)}`);
  return row;
}
