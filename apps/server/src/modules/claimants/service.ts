// Saving a proceeding's claimants as a whole list, from the list version read (kept on the
// proceeding, http/edits.ts advanceListVersion), in one transaction with the proceeding locked (WRITE
// on it); the trail keeps only the rows that changed. The list is replaced in one DELETE and chunked
// INSERTs (rows that keep their id keep it), whatever its length.
import type { Claimant, claimantListBody } from "@litfolio/shared/proceeding-lists";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { claimants, proceedings } from "../../db/schema/proceedings";
import { advanceListVersion, listAnswer, type VersionedListOf } from "../../http/edits";
import { notFound } from "../../http/errors";
import { type ProceedingWriter, writeOnProceeding } from "../proceedings/service";
import { claimantsOf } from "./queries";

const INSERT_CHUNK = 5_000;

async function replaceClaimants(
  tx: DbOrTx,
  proceedingId: number,
  list: typeof claimantListBody._output.items,
) {
  await tx.delete(claimants).where(eq(claimants.proceedingId, proceedingId));
  const rows = list.map((row, position) => ({
    ...(row.id ? { id: row.id } : {}),
    proceedingId,
    fullName: row.fullName,
    shortName: row.shortName,
    position,
  }));
  // Rows with and without an id go in separate statements: one INSERT needs the same columns.
  for (const group of [rows.filter((row) => "id" in row), rows.filter((row) => !("id" in row))]) {
    for (let start = 0; start < group.length; start += INSERT_CHUNK) {
      await tx.insert(claimants).values(group.slice(start, start + INSERT_CHUNK));
    }
  }
}

export /** The list's version lives on its proceeding. */
const claimantList: VersionedListOf = {
  table: proceedings,
  id: proceedings.id,
  version: proceedings.claimantsVersion,
};

/** The audit trail keeps the rows that changed, by id: "old" the removed or renamed, "new" the rest. */
function changedRows(before: Claimant[], after: Claimant[]) {
  const key = (row: Claimant) => `${row.fullName}\u0000${row.shortName}`;
  const afterById = new Map(after.map((row) => [row.id, row]));
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const differs = (row: Claimant, other: Map<number, Claimant>) => {
    const match = other.get(row.id);
    return !match || key(match) !== key(row);
  };
  const pick = (rows: Claimant[], other: Map<number, Claimant>) =>
    Object.fromEntries(rows.filter((row) => differs(row, other)).map((row) => [String(row.id), row]));
  return { before: pick(before, afterById), after: pick(after, beforeById) };
}

/** Replaces the list; answers it with the caller's verbs and the new version. */
export const saveClaimantList = (
  db: Db,
  writer: ProceedingWriter,
  { items, version }: z.output<typeof claimantListBody>,
) =>
  writeOnProceeding(db, writer, async (tx, permissions) => {
    const { actorId, proceedingId } = writer;
    const savedVersion = await advanceListVersion(tx, claimantList, proceedingId, version);
    const before = await claimantsOf(tx, proceedingId);
    const known = new Set(before.map((row) => row.id));
    const sentIds = items.flatMap((row) => (row.id ? [row.id] : []));
    // An id that is not one of this proceeding's claimants is someone else's: 404.
    if (sentIds.some((id) => !known.has(id)) || new Set(sentIds).size !== sentIds.length) throw notFound();
    await replaceClaimants(tx, proceedingId, items);
    const after = await claimantsOf(tx, proceedingId);
    await recordAudit(tx, {
      actorId,
      entity: "claimants",
      entityId: proceedingId,
      action: "update",
      ...changedRows(before, after),
    });
    return listAnswer(after, permissions, savedVersion);
  });
