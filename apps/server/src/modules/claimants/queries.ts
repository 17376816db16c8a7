// The claimants' reads: a proceeding's list in its order.
import type { Claimant } from "@litfolio/shared/proceeding-lists";
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
