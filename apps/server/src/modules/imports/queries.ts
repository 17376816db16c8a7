// The imports' reads: what the proceeding's lists look like (for the match and the staleness check),
// where new claimants go, and the previews kept until their commit.
import type { ImportKind } from "@litfolio/shared/imports";
import { importLimits } from "@litfolio/shared/imports";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { importBatches } from "../../db/schema/imports";
import { claimants, proceedings, trucks } from "../../db/schema/proceedings";
import type { ListedClaimant, ListedTruck } from "./rules";

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

/** Previews made before this have expired. */
export const expiry = () => sql`now() - make_interval(mins => ${importLimits.expiresAfterMinutes})`;

/** The position after the proceeding's last claimant. */
export async function nextClaimantPosition(db: DbOrTx, proceedingId: number) {
  const [last] = rowsOf<{ position: number | null }>(
    await db.execute(
      sql`select max(${claimants.position}) as position from ${claimants} where ${claimants.proceedingId} = ${proceedingId}`,
    ),
  );
  return (last?.position ?? -1) + 1;
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
