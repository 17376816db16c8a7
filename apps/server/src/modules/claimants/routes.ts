// dbbw/matters/{m}/proceedings/{p}/claimants (SPEC 2.3 "Claimants tab", 7.4): GET the list in its
// order with its version, PUT the whole list with the version read ("Claimants updated"; 409 when
// someone else changed it since), DELETE /{id}. Reading needs READ on the proceeding, changing WRITE.
// A list holds up to thousands of rows: the PUT is one DELETE and one INSERT (rows that keep their id
// keep it), whatever its length.
import { messages } from "@litfolio/shared/messages";
import { type Claimant, claimantListBody } from "@litfolio/shared/proceeding-lists";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { claimants, proceedings } from "../../db/schema/proceedings";
import { advanceListVersion, listAnswer, readListVersion, type VersionedListOf } from "../../http/edits";
import { notFound } from "../../http/errors";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { registerListRowDelete } from "../proceedings/list-rows";
import { requireOnProceeding } from "../proceedings/service";
import { claimantColumns } from "./presenter";

const loadClaimants = (db: DbOrTx, proceedingId: number): Promise<Claimant[]> =>
  db
    .select(claimantColumns)
    .from(claimants)
    .where(eq(claimants.proceedingId, proceedingId))
    .orderBy(asc(claimants.position), asc(claimants.id));

/** The list's version lives on its proceeding (http/edits.ts advanceListVersion). */
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

export async function claimantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/claimants";

  api.get(
    collection,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
      const version = await readListVersion(app.db, claimantList, proceedingId);
      return listAnswer(await loadClaimants(app.db, proceedingId), permissions, version);
    },
  );

  api.put(
    collection,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: claimantListBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const result = await app.db.transaction(async (tx) => {
        const permissions = await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const { items, version } = request.body;
        const savedVersion = await advanceListVersion(tx, claimantList, proceedingId, version);
        const before = await loadClaimants(tx, proceedingId);
        const known = new Set(before.map((row) => row.id));
        const sentIds = items.flatMap((row) => (row.id ? [row.id] : []));
        // An id that is not one of this proceeding's claimants is someone else's: 404.
        if (sentIds.some((id) => !known.has(id)) || new Set(sentIds).size !== sentIds.length)
          throw notFound();
        await replaceClaimants(tx, proceedingId, items);
        const after = await loadClaimants(tx, proceedingId);
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "claimants",
          entityId: proceedingId,
          action: "update",
          ...changedRows(before, after),
        });
        return listAnswer(after, permissions, savedVersion);
      });
      return { ...result, message: messages.claimantsUpdated };
    },
  );

  registerListRowDelete(app, {
    path: `${collection}/:id`,
    table: claimants,
    entity: "claimant",
    deleted: messages.claimantDeleted,
    list: claimantList,
  });
}
