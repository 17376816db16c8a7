// The imports' SQL: what the proceeding's lists look like (for the match and the staleness check),
// the previews kept until their commit, and the bulk writes. Rows go in chunks of `CHUNK` through
// `unnest` over arrays: one statement and a handful of parameters per chunk, whatever the chunk's
// length (a VALUES list would need 3 parameters a row and drizzle would build 30,000 of them).
import type { ImportCounts, ImportKind } from "@litfolio/shared/imports";
import { importLimits } from "@litfolio/shared/imports";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { importBatches } from "../../db/schema/imports";
import { claimants, proceedings, trucks } from "../../db/schema/proceedings";
import { bumpVersion } from "../../http/edits";
import type { ClaimantWork, ListedClaimant, ListedTruck, TruckWork } from "./rules";

const CHUNK = 5_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const listedClaimants = (db: DbOrTx, proceedingId: number): Promise<ListedClaimant[]> =>
  db
    .select({ id: claimants.id, fullName: claimants.fullName, shortName: claimants.shortName })
    .from(claimants)
    .where(eq(claimants.proceedingId, proceedingId))
    .orderBy(asc(claimants.position), asc(claimants.id));

/** The trucks, and their fingerprint from the same rows: any add, delete or change moves it. */
export async function listedTrucks(db: DbOrTx, proceedingId: number) {
  const rows = rowsOf<{ id: number; chassis_number: string; confirmed: boolean; version: number }>(
    await db.execute(sql`
      select ${trucks.id} as id, ${trucks.chassisNumber} as chassis_number, ${trucks.confirmed} as confirmed,
        ${trucks.version} as version
      from ${trucks} where ${trucks.proceedingId} = ${proceedingId}`),
  );
  let maxId = 0;
  let versions = 0;
  const listed: ListedTruck[] = rows.map((row) => {
    maxId = Math.max(maxId, row.id);
    versions += row.version;
    return { id: row.id, chassisNumber: row.chassis_number, confirmed: row.confirmed };
  });
  return { listed, fingerprint: truckFingerprint(rows.length, maxId, versions) };
}

const truckFingerprint = (count: number, maxId: number, versions: number) => `${count}:${maxId}:${versions}`;

/** The same fingerprint counted in SQL, at the commit (the proceeding locked). */
export async function truckListState(db: DbOrTx, proceedingId: number) {
  const [row] = rowsOf<{ count: string | number; max_id: string | number; versions: string | number }>(
    await db.execute(sql`
      select count(*) as count, coalesce(max(${trucks.id}), 0) as max_id, coalesce(sum(${trucks.version}), 0) as versions
      from ${trucks} where ${trucks.proceedingId} = ${proceedingId}`),
  );
  return truckFingerprint(Number(row?.count ?? 0), Number(row?.max_id ?? 0), Number(row?.versions ?? 0));
}

/** The proceeding's version and its claimant list's version; undefined when it is gone. */
export const proceedingVersions = async (db: DbOrTx, proceedingId: number) =>
  (
    await db
      .select({ version: proceedings.version, claimantsVersion: proceedings.claimantsVersion })
      .from(proceedings)
      .where(eq(proceedings.id, proceedingId))
  )[0];

/** What the list looks like now, as a preview stores it: the claimants' list version, the trucks' fingerprint. */
export async function listState(db: DbOrTx, kind: ImportKind, proceedingId: number) {
  const versions = await proceedingVersions(db, proceedingId);
  if (!versions) return undefined;
  const list =
    kind === "claimants" ? String(versions.claimantsVersion) : await truckListState(db, proceedingId);
  return { proceedingVersion: versions.version, listState: list };
}

const expiry = () => sql`now() - make_interval(mins => ${importLimits.expiresAfterMinutes})`;

export interface NewBatch {
  matterId: number;
  proceedingId: number;
  kind: ImportKind;
  createdBy: number;
  fileName: string;
  proceedingVersion: number;
  listState: string;
  counts: ImportCounts;
  work: ClaimantWork | TruckWork;
}

/** Drops the previews nobody committed in time (on each new preview, and by the housekeeping job). */
export const deleteExpiredBatches = (db: DbOrTx) =>
  db.delete(importBatches).where(lt(importBatches.createdAt, expiry()));

/** Stores a preview, dropping the expired ones on the way. */
export async function storeBatch(db: DbOrTx, batch: NewBatch) {
  await deleteExpiredBatches(db);
  const [stored] = await db
    .insert(importBatches)
    .values(batch)
    .returning({ id: importBatches.id, createdAt: importBatches.createdAt });
  if (!stored) throw new Error("import batch not stored");
  return stored;
}

/** The caller's unexpired preview of this kind for this proceeding, locked until the commit ends. */
export const findBatch = async (
  tx: DbOrTx,
  where: { id: string; matterId: number; proceedingId: number; kind: ImportKind; createdBy: number },
) =>
  (
    await tx
      .select()
      .from(importBatches)
      .where(
        and(
          eq(importBatches.id, where.id),
          eq(importBatches.matterId, where.matterId),
          eq(importBatches.proceedingId, where.proceedingId),
          eq(importBatches.kind, where.kind),
          eq(importBatches.createdBy, where.createdBy),
          gt(importBatches.createdAt, expiry()),
        ),
      )
      .for("update")
  )[0];

export const deleteBatch = (tx: DbOrTx, id: string) =>
  tx.delete(importBatches).where(eq(importBatches.id, id));

const chunks = <T>(rows: T[]) => {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
};

const column = <T, K extends number>(rows: T[], index: K) =>
  sql.param(rows.map((row) => (row as unknown as unknown[])[index]));

/** New claimants after the list's last position; changed ones by id. */
export async function writeClaimants(tx: DbOrTx, proceedingId: number, work: ClaimantWork) {
  const [last] = rowsOf<{ position: number | null }>(
    await tx.execute(
      sql`select max(${claimants.position}) as position from ${claimants} where ${claimants.proceedingId} = ${proceedingId}`,
    ),
  );
  let position = (last?.position ?? -1) + 1;
  for (const chunk of chunks(work.added)) {
    const positions = chunk.map(() => position++);
    await tx.execute(sql`
      insert into ${claimants} (proceeding_id, full_name, short_name, position)
      select ${proceedingId}, v.full_name, v.short_name, v.position
      from unnest(${column(chunk, 0)}::text[], ${column(chunk, 1)}::text[], ${sql.param(positions)}::int[])
        with ordinality as v(full_name, short_name, position, n)
      order by v.n`);
  }
  for (const chunk of chunks(work.updated)) {
    await tx.execute(sql`
      update ${claimants} set full_name = v.full_name, short_name = v.short_name
      from unnest(${column(chunk, 0)}::int[], ${column(chunk, 1)}::text[], ${column(chunk, 2)}::text[])
        as v(id, full_name, short_name)
      where ${claimants.id} = v.id and ${claimants.proceedingId} = ${proceedingId}`);
  }
}

/** New trucks and changed confirmed flags; the counters on the proceeding follow (statement triggers). */
export async function writeTrucks(tx: DbOrTx, proceedingId: number, work: TruckWork) {
  for (const chunk of chunks(work.added)) {
    await tx.execute(sql`
      insert into ${trucks} (proceeding_id, chassis_number, confirmed)
      select ${proceedingId}, v.chassis_number, v.confirmed
      from unnest(${column(chunk, 0)}::text[], ${column(chunk, 1)}::boolean[]) as v(chassis_number, confirmed)`);
  }
  for (const chunk of chunks(work.updated)) {
    await tx
      .update(trucks)
      .set({ confirmed: sql<boolean>`v.confirmed`, ...bumpVersion(trucks) })
      .from(sql`unnest(${column(chunk, 0)}::int[], ${column(chunk, 1)}::boolean[]) as v(id, confirmed)`)
      .where(and(eq(trucks.id, sql`v.id`), eq(trucks.proceedingId, proceedingId)));
  }
}
