// The claimants' SQL: a proceeding's list in its order, and replacing the whole list in one DELETE
// and chunked INSERTs (rows that keep their id keep it), whatever its length.
import type { Claimant, claimantListBody } from "@litfolio/shared/proceeding-lists";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { claimants } from "../../db/schema/proceedings";
import { claimantColumns } from "./presenter";

export const claimantsOf = (db: DbOrTx, proceedingId: number): Promise<Claimant[]> =>
  db
    .select(claimantColumns)
    .from(claimants)
    .where(eq(claimants.proceedingId, proceedingId))
    .orderBy(asc(claimants.position), asc(claimants.id));

const INSERT_CHUNK = 5_000;

export async function replaceClaimants(
  tx: DbOrTx,
  proceedingId: number,
  list: typeof claimantListBody._output.items,
) {
  await tx.delete(claimants).where(eq(claimants.proceedingId, proceedingId));
  const rows = list.map((row, position) => ({
    ...(row.id ? { id: row.id } : {}),
    proceedingId,
    fullName: row.fullName,
    shortName: row.shortName,
    position,
  }));
  // Rows with and without an id go in separate statements: one INSERT needs the same columns.
  for (const group of [rows.filter((row) => "id" in row), rows.filter((row) => !("id" in row))]) {
    for (let start = 0; start < group.length; start += INSERT_CHUNK) {
      await tx.insert(claimants).values(group.slice(start, start + INSERT_CHUNK));
    }
  }
}
