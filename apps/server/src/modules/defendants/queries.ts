// The defendants' reads: a page of the matter's defendant labels with their row for one proceeding,
// the principal label, one label and its row.
import type { defendantListQuery } from "@litfolio/shared/proceeding-lists";
import { and, asc, eq, ilike, min } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { defendantLabels } from "../../db/schema/matters";
import { proceedingDefendants, proceedings } from "../../db/schema/proceedings";
import { containing, pageOf } from "../../http/listing";
import type { DefendantRow } from "./presenter";

/** DECISIONS: the principal truck maker is the matter's first defendant label (lowest id). */
export async function principalLabelId(db: DbOrTx, matterId: number) {
  const [row] = await db
    .select({ id: min(defendantLabels.id) })
    .from(defendantLabels)
    .where(eq(defendantLabels.matterId, matterId));
  return row?.id ?? null;
}

/** A page of the matter's defendant labels (a name filter), each with its row for the proceeding. */
export const listDefendants = (
  db: DbOrTx,
  matterId: number,
  proceedingId: number,
  query: z.output<typeof defendantListQuery>,
) =>
  pageOf(
    db,
    {
      select: db
        .select({ label: { id: defendantLabels.id, name: defendantLabels.name }, row: proceedingDefendants })
        .from(defendantLabels)
        .leftJoin(
          proceedingDefendants,
          and(
            eq(proceedingDefendants.defendantLabelId, defendantLabels.id),
            eq(proceedingDefendants.proceedingId, proceedingId),
          ),
        )
        .$dynamic(),
      countFrom: defendantLabels,
      where: and(
        eq(defendantLabels.matterId, matterId),
        query.query ? ilike(defendantLabels.name, containing(query.query)) : undefined,
      ),
      orderBy: [asc(defendantLabels.id)],
    },
    query,
  );

export async function defendantsAlertOf(db: DbOrTx, proceedingId: number) {
  const [row] = await db
    .select({ alert: proceedings.defendantsAlert })
    .from(proceedings)
    .where(eq(proceedings.id, proceedingId));
  return row?.alert ?? false;
}

/** A defendant label of the matter, if it is one. */
export const findLabel = async (db: DbOrTx, matterId: number, labelId: number) =>
  (
    await db
      .select({ id: defendantLabels.id, name: defendantLabels.name })
      .from(defendantLabels)
      .where(and(eq(defendantLabels.matterId, matterId), eq(defendantLabels.id, labelId)))
  )[0];

/** The label's row for the proceeding, once assessed. */
export const findDefendantRow = async (
  db: DbOrTx,
  proceedingId: number,
  labelId: number,
): Promise<DefendantRow | undefined> =>
  (
    await db
      .select()
      .from(proceedingDefendants)
      .where(
        and(
          eq(proceedingDefendants.proceedingId, proceedingId),
          eq(proceedingDefendants.defendantLabelId, labelId),
        ),
      )
  )[0];
