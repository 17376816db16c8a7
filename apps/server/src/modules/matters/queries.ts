// The matters' SQL: matters with the caller's role and the configuration counters (one query for the
// list and for one matter), a page of them, one row (locked with its proceedings count for a delete).
import type { matterSearchQuery } from "@litfolio/shared/matters";
import { and, eq, ilike, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import {
  assetLabels,
  defendantLabels,
  matters,
  participations,
  servedWritPlaces,
} from "../../db/schema/matters";
import { containing, naturalSortKey, pageOf, sortOrder } from "../../http/listing";
import type { Caller } from "../../permissions/abilities";
import { matterCondition } from "../../permissions/scope";
import type { MatterListRow, MatterRow } from "./presenter";
import { usageCount } from "./usage-queries";

const labelCount = (table: typeof assetLabels) =>
  sql<number>`(select count(*) from ${table} where ${table.matterId} = ${matters.id})`.mapWith(Number);

/** Matters with the caller's participation role and the configuration counters, in one query. */
function selectMatters(db: DbOrTx, caller: Caller) {
  return db
    .select({
      matter: matters,
      role: participations.role,
      numberOfAssetLabels: labelCount(assetLabels),
      numberOfDefendantLabels: labelCount(defendantLabels),
      numberOfServedWritAt: labelCount(servedWritPlaces),
    })
    .from(matters)
    .leftJoin(
      participations,
      and(eq(participations.matterId, matters.id), eq(participations.userId, caller.id)),
    );
}

const sortColumns = {
  name: naturalSortKey(matters.name),
  client: naturalSortKey(matters.client),
  key: naturalSortKey(matters.key),
};

/** A page of the matters the caller takes part in (all for a SYSTEM_ADMIN), with the text filters. */
export function listMatters(db: DbOrTx, caller: Caller, query: z.output<typeof matterSearchQuery>) {
  const conditions = [matterCondition(caller, matters.id)];
  if (query.client) conditions.push(ilike(matters.client, containing(query.client)));
  if (query.name) conditions.push(ilike(matters.name, containing(query.name)));
  if (query.key) conditions.push(ilike(matters.key, containing(query.key)));
  return pageOf(
    db,
    {
      select: selectMatters(db, caller).$dynamic(),
      countFrom: matters,
      where: and(...conditions),
      orderBy: sortOrder(query.sort, "name,asc", sortColumns, matters.id),
    },
    query,
  );
}

export const findMatterRow = async (
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<MatterListRow | undefined> => (await selectMatters(db, caller).where(eq(matters.id, id)))[0];

export const findMatter = async (db: DbOrTx, id: number): Promise<MatterRow | undefined> =>
  (await db.select().from(matters).where(eq(matters.id, id)))[0];

/** The matter locked for its delete, with the number of its proceedings. */
export const lockMatterWithUsage = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select({ matter: matters, proceedings: usageCount("matter", matters.id) })
      .from(matters)
      .where(eq(matters.id, id))
      .for("update")
  )[0];
