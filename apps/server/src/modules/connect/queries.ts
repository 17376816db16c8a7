// Connect's rows outside the token: the `state` of an authorisation in progress (bound to the
// session that started it), and a matter's document copies in progress or failed.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { connectStates } from "../../db/schema/connect";
import { documents } from "../../db/schema/documents";

/** As long as the service's code is valid (DECISIONS: 30 minutes). */
const STATE_LIFETIME_MS = 30 * 60_000;

export async function saveState(db: DbOrTx, stateHash: string, sessionId: string) {
  await db.delete(connectStates).where(lt(connectStates.expiresAt, new Date()));
  await db
    .insert(connectStates)
    .values({ stateHash, sessionId, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
}

/** Uses up the state if this session started it and it has not expired; answers whether it did. */
export async function takeState(db: DbOrTx, stateHash: string, sessionId: string) {
  const taken = await db
    .delete(connectStates)
    .where(
      and(
        eq(connectStates.stateHash, stateHash),
        eq(connectStates.sessionId, sessionId),
        gt(connectStates.expiresAt, new Date()),
      ),
    )
    .returning({ stateHash: connectStates.stateHash });
  return taken.length > 0;
}

export async function copyCounts(db: DbOrTx, matterId: number) {
  const [row] = await db
    .select({
      uploading: sql<number>`count(*) filter (where ${documents.status} = 'UPLOADING')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${documents.status} = 'FAILED')`.mapWith(Number),
    })
    .from(documents)
    .where(eq(documents.matterId, matterId));
  return { uploading: row?.uploading ?? 0, failed: row?.failed ?? 0 };
}

/** Puts the matter's FAILED copies back to UPLOADING; answers their ids. */
export async function reopenFailedCopies(db: DbOrTx, matterId: number) {
  const rows = await db
    .update(documents)
    .set({ status: "UPLOADING", reason: null })
    .where(and(eq(documents.matterId, matterId), eq(documents.status, "FAILED")))
    .returning({ id: documents.id });
  return rows.map((row) => row.id);
}
