// The trucks' SQL: a page of a proceeding's trucks, the export's batches, the counters kept on the
// proceeding, one truck, a chassis number's holders and the lookup sources.
import type { truckSearchQuery } from "@litfolio/shared/proceeding-lists";
import { and, asc, eq, gt, ilike, ne, or } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { truckInformationSources } from "../../db/schema/catalogues";
import { proceedings, trucks } from "../../db/schema/proceedings";
import { containing, pageOf, sortOrder } from "../../http/listing";
import { categoryCondition } from "../../permissions/scope";

export type TruckRow = typeof trucks.$inferSelect;

export type TruckExportRow = { id: number; chassisNumber: string; confirmed: boolean };

export interface TruckFilter {
  confirmed?: boolean;
  /** The list's search: chassis numbers containing this (any letter case). */
  chassisNumber?: string;
}

/**
 * A page of trucks. Without a chassis-number search the total comes from the proceeding's counters
 * (kept by triggers), so a proceeding with 200,000 trucks does not count them on every page.
 */
export const listTrucks = (db: DbOrTx, proceedingId: number, query: z.output<typeof truckSearchQuery>) =>
  pageOf(
    db,
    {
      select: db.select().from(trucks).$dynamic(),
      countFrom: trucks,
      where: and(
        eq(trucks.proceedingId, proceedingId),
        query.confirmed === undefined ? undefined : eq(trucks.confirmed, query.confirmed),
        query.chassisNumber ? ilike(trucks.chassisNumber, containing(query.chassisNumber)) : undefined,
      ),
      orderBy: sortOrder(query.sort, "chassisNumber,asc", { chassisNumber: trucks.chassisNumber }, trucks.id),
      total: query.chassisNumber ? undefined : countTrucks(db, proceedingId, query.confirmed),
    },
    query,
  );

/** The export's next batch: up to `limit` trucks after `after` in chassis order (a keyset). */
export const trucksAfter = (
  db: DbOrTx,
  proceedingId: number,
  { confirmed, chassisNumber }: TruckFilter,
  after: TruckExportRow | null,
  limit: number,
): Promise<TruckExportRow[]> =>
  db
    .select({ id: trucks.id, chassisNumber: trucks.chassisNumber, confirmed: trucks.confirmed })
    .from(trucks)
    .where(
      and(
        eq(trucks.proceedingId, proceedingId),
        confirmed === undefined ? undefined : eq(trucks.confirmed, confirmed),
        chassisNumber ? ilike(trucks.chassisNumber, containing(chassisNumber)) : undefined,
        after === null
          ? undefined
          : or(
              gt(trucks.chassisNumber, after.chassisNumber),
              and(eq(trucks.chassisNumber, after.chassisNumber), gt(trucks.id, after.id)),
            ),
      ),
    )
    .orderBy(asc(trucks.chassisNumber), asc(trucks.id))
    .limit(limit);
/** From the proceeding's counters: confirmed, unconfirmed, or both when `confirmed` is undefined. */
export async function countTrucks(db: DbOrTx, proceedingId: number, confirmed: boolean | undefined) {
  const [row] = await db
    .select({ confirmed: proceedings.confirmedTrucks, unconfirmed: proceedings.unconfirmedTrucks })
    .from(proceedings)
    .where(eq(proceedings.id, proceedingId));
  if (!row) return 0;
  if (confirmed === undefined) return row.confirmed + row.unconfirmed;
  return confirmed ? row.confirmed : row.unconfirmed;
}

export const findTruck = async (
  db: DbOrTx,
  proceedingId: number,
  id: number,
): Promise<TruckRow | undefined> =>
  (
    await db
      .select()
      .from(trucks)
      .where(and(eq(trucks.proceedingId, proceedingId), eq(trucks.id, id)))
  )[0];

/** Whether another truck of the proceeding (any but `exceptId`) has the chassis number. */
export async function chassisNumberTaken(
  db: DbOrTx,
  proceedingId: number,
  chassisNumber: string,
  exceptId = 0,
) {
  const [taken] = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(
      and(
        eq(trucks.proceedingId, proceedingId),
        eq(trucks.chassisNumber, chassisNumber),
        ne(trucks.id, exceptId),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

export const truckSources = (db: DbOrTx) =>
  db.select().from(truckInformationSources).orderBy(asc(truckInformationSources.position));

/** The matter's proceedings holding a chassis number, as far as the caller's scope reaches. */
export const proceedingsHolding = (
  db: DbOrTx,
  matterId: number,
  scope: readonly number[] | null,
  chassisNumber: string,
) =>
  db
    .select({ id: proceedings.id, proceedingCode: proceedings.proceedingCode, confirmed: trucks.confirmed })
    .from(trucks)
    .innerJoin(proceedings, eq(proceedings.id, trucks.proceedingId))
    .where(
      and(
        eq(trucks.chassisNumber, chassisNumber),
        eq(proceedings.matterId, matterId),
        categoryCondition(proceedings.categoryId, scope),
      ),
    )
    .orderBy(asc(proceedings.proceedingCode))
    .limit(100);
