// The trucks' SQL: a page of a proceeding's trucks, the export's batches, the counters kept on the
// proceeding, one truck, a chassis number's holders and the lookup sources.
import type { truckSearchQuery } from "@litfolio/shared/proceeding-lists";
import { and, asc, eq, gt, ilike, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared-statements";
import { truckInformationSources } from "../../db/schema/catalogues";
import { proceedings, trucks } from "../../db/schema/proceedings";
import { notFound } from "../../http/errors";
import { containing, sortOrder } from "../../http/listing";
import { categoryCondition } from "../../permissions/scope";

export type TruckRow = typeof trucks.$inferSelect;

export type TruckExportRow = { id: number; chassisNumber: string; confirmed: boolean };

export interface TruckFilter {
  confirmed?: boolean;
  /** The list's search: chassis numbers containing this (any letter case). */
  chassisNumber?: string;
}

/** What decides the page statement's text; the values go in as placeholders. */
interface TruckPageShape {
  sort: string;
  confirmed: boolean;
  search: boolean;
}

/**
 * The page statement: the proceeding's category (the caller's scope) and kept counters, its page of
 * trucks as one JSON array and, for a chassis-number search, the number of matches. Without a search
 * the total comes from the counters (kept by triggers), so a proceeding with 200,000 trucks does not
 * count them on every page.
 */
function truckPageQuery(db: DbOrTx, shape: TruckPageShape) {
  const matching = and(
    eq(trucks.proceedingId, sql.placeholder("proceedingId")),
    shape.confirmed ? sql`${trucks.confirmed} = ${sql.placeholder("confirmed")}` : undefined,
    shape.search ? sql`${trucks.chassisNumber} ilike ${sql.placeholder("chassisNumber")}` : undefined,
  );
  const order = sortOrder(
    shape.sort,
    "chassisNumber,asc",
    { chassisNumber: trucks.chassisNumber },
    trucks.id,
  );
  const page = db
    .select({
      id: trucks.id,
      chassisNumber: trucks.chassisNumber,
      confirmed: trucks.confirmed,
      version: trucks.version,
      ord: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("ord"),
    })
    .from(trucks)
    .where(matching)
    .orderBy(...order)
    .limit(sql.placeholder("size"))
    .offset(sql.placeholder("offset"))
    .as("page");
  const items = sql<TruckPageRow[]>`(select coalesce(json_agg(json_build_object('id', ${page.id},
    'chassisNumber', ${page.chassisNumber}, 'confirmed', ${page.confirmed}, 'version', ${page.version})
    order by ${page.ord}), '[]'::json) from ${page})`;
  const matched = shape.search
    ? sql<number>`(select count(*) from ${trucks} where ${matching})`.mapWith(Number)
    : sql<null>`null`;
  return db
    .select({
      categoryId: proceedings.categoryId,
      confirmed: proceedings.confirmedTrucks,
      unconfirmed: proceedings.unconfirmedTrucks,
      items,
      matched,
    })
    .from(proceedings)
    .where(
      and(
        eq(proceedings.matterId, sql.placeholder("matterId")),
        eq(proceedings.id, sql.placeholder("proceedingId")),
      ),
    );
}

/** A truck as a list page shows it. */
export type TruckPageRow = Pick<TruckRow, "id" | "chassisNumber" | "confirmed" | "version">;

/**
 * A page of a proceeding's trucks with its total and the proceeding's category (to check the
 * caller's scope), in one round trip: the statement is built once per shape and kept prepared.
 * 404 when the proceeding is not of the matter.
 */
export async function truckPage(
  db: DbOrTx,
  matterId: number,
  proceedingId: number,
  query: z.output<typeof truckSearchQuery>,
): Promise<{ categoryId: number; items: TruckPageRow[]; totalElements: number }> {
  const shape: TruckPageShape = {
    sort: query.sort ?? "chassisNumber,asc",
    confirmed: query.confirmed !== undefined,
    search: Boolean(query.chassisNumber),
  };
  const [row] = await preparedOnce(db, `trucks:${JSON.stringify(shape)}`, () =>
    truckPageQuery(db, shape),
  ).execute({
    matterId,
    proceedingId,
    confirmed: query.confirmed,
    chassisNumber: query.chassisNumber ? containing(query.chassisNumber) : undefined,
    size: query.size,
    offset: query.page * query.size,
  });
  if (!row) throw notFound();
  const totalElements = row.matched ?? keptCount(row, query.confirmed);
  return { categoryId: row.categoryId, items: row.items, totalElements };
}

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
const keptCount = (counters: { confirmed: number; unconfirmed: number }, confirmed: boolean | undefined) => {
  if (confirmed === undefined) return counters.confirmed + counters.unconfirmed;
  return confirmed ? counters.confirmed : counters.unconfirmed;
};

/** The confirmed or unconfirmed trucks' number, from the proceeding's counters. */
export async function countTrucks(db: DbOrTx, proceedingId: number, confirmed: boolean) {
  const [row] = await db
    .select({ confirmed: proceedings.confirmedTrucks, unconfirmed: proceedings.unconfirmedTrucks })
    .from(proceedings)
    .where(eq(proceedings.id, proceedingId));
  return row ? keptCount(row, confirmed) : 0;
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
