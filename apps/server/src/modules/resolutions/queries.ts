// The judgements' and settlements' SQL: the catalogues, the procedural steps, a page of a
// proceeding's resolutions, one locked, its judgements and its granted costs.
import type { ResolutionCatalogue, ResolutionKind, ResolutionStep } from "@litfolio/shared/resolutions";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { resolutionCatalogueEntries } from "../../db/schema/catalogues";
import { proceedingGrantedCosts, resolutions } from "../../db/schema/resolutions";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { notFound } from "../../http/errors";
import { type PageRequest, pageOf } from "../../http/listing";

export type ResolutionRow = typeof resolutions.$inferSelect;
export type GrantedRow = typeof proceedingGrantedCosts.$inferSelect;

/** Every catalogue's keys and values, in their order (a few dozen rows, read whole). */
export type Catalogues = Record<ResolutionCatalogue, Map<string, string>>;

export async function loadCatalogues(db: DbOrTx): Promise<Catalogues> {
  const rows = await db
    .select()
    .from(resolutionCatalogueEntries)
    .orderBy(asc(resolutionCatalogueEntries.catalogue), asc(resolutionCatalogueEntries.position));
  const catalogues = {} as Catalogues;
  for (const row of rows) {
    const catalogue = row.catalogue as ResolutionCatalogue;
    catalogues[catalogue] ??= new Map();
    catalogues[catalogue].set(row.key, row.value);
  }
  return catalogues;
}

/** One catalogue's keys and values in their order (its lookup route). */
export const catalogueEntries = (db: DbOrTx, catalogue: ResolutionCatalogue) =>
  db
    .select({ key: resolutionCatalogueEntries.key, value: resolutionCatalogueEntries.value })
    .from(resolutionCatalogueEntries)
    .where(eq(resolutionCatalogueEntries.catalogue, catalogue))
    .orderBy(asc(resolutionCatalogueEntries.position));

/** The procedural steps of the proceeding's tracking, in order (GET .../resolutions/hearings). */
export async function proceedingSteps(db: DbOrTx, proceedingId: number): Promise<ResolutionStep[]> {
  const rows = await db
    .select({
      id: proceduralSteps.id,
      title: proceduralSteps.title,
      deadline: proceduralSteps.deadline,
      estimateDeadline: proceduralSteps.estimateDeadline,
    })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .where(eq(trackings.proceedingId, proceedingId))
    .orderBy(asc(proceduralSteps.position), asc(proceduralSteps.id));
  return rows.map(({ estimateDeadline, deadline, ...step }) => ({
    ...step,
    deadline: deadline && estimateDeadline ? deadline.slice(0, 7) : deadline,
  }));
}

/** A page of the proceeding's resolutions (of one kind when given), by date, undated last. */
export const listResolutions = (
  db: DbOrTx,
  proceedingId: number,
  query: PageRequest & { resolution?: ResolutionKind },
) =>
  pageOf(
    db,
    {
      select: db.select().from(resolutions).$dynamic(),
      countFrom: resolutions,
      where: and(
        eq(resolutions.proceedingId, proceedingId),
        query.resolution ? eq(resolutions.resolution, query.resolution) : undefined,
      ),
      orderBy: [sql`${resolutions.date} asc nulls last`, asc(resolutions.id)],
    },
    query,
  );

/** One resolution of this proceeding, locked; another proceeding's (or matter's) id answers 404. */
export async function lockResolution(tx: DbOrTx, proceedingId: number, id: number): Promise<ResolutionRow> {
  const [row] = await tx
    .select()
    .from(resolutions)
    .where(and(eq(resolutions.proceedingId, proceedingId), eq(resolutions.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

export const judgementsOf = (db: DbOrTx, proceedingId: number): Promise<ResolutionRow[]> =>
  db
    .select()
    .from(resolutions)
    .where(and(eq(resolutions.proceedingId, proceedingId), eq(resolutions.resolution, "JUDGEMENT")));

export const findGranted = async (db: DbOrTx, proceedingId: number): Promise<GrantedRow | undefined> =>
  (
    await db
      .select()
      .from(proceedingGrantedCosts)
      .where(eq(proceedingGrantedCosts.proceedingId, proceedingId))
  )[0];
