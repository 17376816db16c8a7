// How many activities point to each step of a tracking (GET .../activities/count, and the refusal to
// delete a linked step, SPEC 5.9). Activities do not exist yet: the activities issue answers the
// real counts here; until then every step has none.
import type { DbOrTx } from "../../db/client";

export async function stepActivityCounts(_db: DbOrTx, _trackingId: number): Promise<Map<number, number>> {
  return new Map();
}
