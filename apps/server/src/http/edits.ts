// Checks every write makes, and the one versioned update: the body is about the object in the path
// and names only rows of its matter, and the editor saw the current version (the update bodies
// require it: packages/shared/src/versions.ts); whole lists keep their version on the parent row.
import type { Verb } from "@litfolio/shared/permissions";
import type { VersionedList } from "@litfolio/shared/versions";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { conflict, notFound } from "./errors";

/** A version other than the stored one (null: not saved yet) means someone saved in between: 409. */
export function assertVersion(sent: number | null, stored: number | null): void {
  if (sent !== stored) throw conflict();
}

/**
 * An `id` in the body that is not the path's object is someone else's object: 404 (no IDOR through
 * the body). A stale version: 409.
 */
export function assertEditing(
  body: { id?: number | null; version: number },
  stored: { id: number; version: number },
): void {
  if (body.id !== undefined && body.id !== null && body.id !== stored.id) throw notFound();
  assertVersion(body.version, stored.version);
}

/**
 * Every id a body names must be a row of the path's matter (a label, a place, a category): another
 * matter's id answers 404, as it would in a path. Answers the ids, each once.
 */
export async function assertOfMatter(
  db: DbOrTx,
  table: PgTable & { id: PgColumn; matterId: PgColumn },
  matterId: number,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.matterId, matterId), inArray(table.id, unique)));
  if (found.length !== unique.length) throw notFound();
  return unique;
}

/** A table whose rows carry an optimistic-locking version and an update time. */
export type VersionedTable = PgTable & { version: PgColumn; updatedAt: PgColumn };

/** The columns every update of a versioned row sets: the next version and the time. */
export const bumpVersion = (table: VersionedTable) => ({
  version: sql<number>`${table.version} + 1`,
  updatedAt: new Date(),
});

/**
 * Writes `changes` to the row the editor read (`before`, loaded with its matter or parent already
 * checked) when it still has that version, and answers the new row. The row is found by `key` (its
 * primary key, `id` unless the table has another). The version in the WHERE makes the check and the
 * write one step: of two saves from the same version one wins, the other answers 409. The version
 * always moves on; the update time too, unless `changes` names it (a work package's approval keeps
 * its last edit's).
 */
export async function versionedUpdate<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  before: T["$inferSelect"] & { version: number },
  changes: PgUpdateSetSource<T>,
  key = "id" as keyof T["$inferSelect"] & keyof T & string,
): Promise<T["$inferSelect"]> {
  const { version, updatedAt } = bumpVersion(table);
  const [after] = (await tx
    .update(table)
    .set({ updatedAt, ...changes, version })
    .where(and(eq(table[key] as PgColumn, before[key]), eq(table.version, before.version)))
    .returning()) as T["$inferSelect"][];
  if (!after) throw conflict();
  return after;
}

/** Where a list's version is kept: the parent's table, its id column and the version column. */
export interface VersionedListOf {
  table: PgTable;
  id: PgColumn;
  version: PgColumn;
}

/**
 * A list saved as a whole keeps its version on its parent row (a proceeding's claimants, a matter's
 * menu items). A whole-list save moves it on from the version the editor read (`sent`), in one
 * UPDATE ... WHERE version = ?, so of two saves from the same version one wins and the other answers
 * 409; adding or deleting one row moves it on from whatever it is. Answers the new version.
 */
export async function advanceListVersion(
  tx: DbOrTx,
  list: VersionedListOf,
  parentId: number,
  sent?: number,
): Promise<number> {
  const readVersion = sent === undefined ? sql`` : sql` and ${list.version} = ${sent}`;
  const result = await tx.execute(sql`
    update ${list.table} set ${sql.identifier(list.version.name)} = ${list.version} + 1
    where ${list.id} = ${parentId}${readVersion}
    returning ${list.version} as version`);
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: { version: number }[] }).rows;
  if (!row) throw conflict();
  return row.version;
}

/**
 * The list's version for a GET. Read it before the rows: a save in between then makes the next PUT
 * stale (409), and never lets it overwrite rows the answer did not show.
 */
export async function readListVersion(db: DbOrTx, list: VersionedListOf, parentId: number): Promise<number> {
  const [row] = await db.select({ version: list.version }).from(list.table).where(eq(list.id, parentId));
  if (!row) throw notFound();
  return row.version as number;
}

export const listAnswer = <T>(items: T[], permissions: Verb[], version: number): VersionedList<T> => ({
  items,
  totalElements: items.length,
  permissions,
  version,
});
