// How many activities point to each step of a tracking (GET .../activities/count, and the refusal to
// delete a linked step, SPEC 5.9).
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { activities } from "../../db/schema/activities";

export async function stepActivityCounts(db: DbOrTx, trackingId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ stepId: activities.stepId, n: sql<number>`count(*)::int` })
    .from(activities)
    .where(and(eq(activities.trackingId, trackingId), isNotNull(activities.stepId)))
    .groupBy(activities.stepId);
  return new Map(rows.map((row) => [row.stepId ?? 0, row.n]));
}
