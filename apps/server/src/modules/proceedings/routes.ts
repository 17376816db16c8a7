// dbbw/matters/{m}/proceedings (SPEC 7.4; DECISIONS "Codes and counters"): list (default statuses),
// search, get, create (the code is assigned in the saving transaction), update (a new category gets
// a new code), delete, and the status history (from the audit trail). Local counsel act only on
// the proceedings of their categories; what they cannot read answers 404.
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type ProceedingFields,
  type ProceedingStatusChange,
  proceedingBody,
  proceedingListQuery,
  proceedingSearchQuery,
  proceedingUpdateBody,
} from "@litfolio/shared/proceedings";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { auditLog } from "../../db/schema/audit";
import { proceedings } from "../../db/schema/proceedings";
import { users } from "../../db/schema/users";
import { assertEditing, versionedUpdate } from "../../http/edits";
import { forbidden } from "../../http/errors";
import { matterParams, proceedingParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { listProceedings } from "./list";
import { presentProceeding, presentStatusChanges } from "./presenter";
import {
  assertBodyReferences,
  auditedProceeding,
  childrenOf,
  findProceeding,
  lockProceeding,
  proceedingColumns,
  replaceChildren,
  requireOnProceeding,
  takeProceedingCode,
} from "./service";

/** The caller's verbs on one proceeding, by its category (local counsel scope). */
const proceedingVerbs = (access: MatterAccess, categoryId: number) =>
  access.verbs("proceedings", { categoryId });

async function presentOne(db: DbOrTx, access: MatterAccess, proceedingId: number) {
  const row = await findProceeding(db, access.matterId, proceedingId);
  return presentProceeding(
    row,
    access.require("proceedings", "READ", { categoryId: row.proceeding.categoryId }),
  );
}

/** Moving a proceeding into a category needs the verb there too (a local counsel's scope). */
function requireInCategory(access: MatterAccess, categoryId: number, verb: "CREATE" | "WRITE") {
  if (!proceedingVerbs(access, categoryId).includes(verb)) throw forbidden();
}

async function createProceeding(tx: DbOrTx, access: MatterAccess, actorId: number, body: ProceedingFields) {
  // The code first: it answers 404 for another matter's category; a refusal below rolls it back.
  const code = await takeProceedingCode(tx, access.matterId, body.category.id);
  requireInCategory(access, body.category.id, "CREATE");
  await assertBodyReferences(tx, access.matterId, body);
  const [row] = await tx
    .insert(proceedings)
    .values({
      matterId: access.matterId,
      categoryId: body.category.id,
      ...code,
      ...proceedingColumns(body),
      createdBy: actorId,
    })
    .returning();
  if (!row) throw new Error("proceeding not inserted");
  await replaceChildren(tx, row.id, body);
  await recordAudit(tx, {
    actorId,
    entity: "proceeding",
    entityId: row.id,
    action: "create",
    after: auditedProceeding(row, body),
  });
  return row.id;
}

async function updateProceeding(
  tx: DbOrTx,
  access: MatterAccess,
  actorId: number,
  proceedingId: number,
  body: ProceedingFields & { version: number },
) {
  const before = await lockProceeding(tx, access.matterId, proceedingId);
  access.require("proceedings", "WRITE", { categoryId: before.categoryId });
  assertEditing(body, before);
  const beforeChildren = childrenOf(await findProceeding(tx, access.matterId, proceedingId));
  const moved = body.category.id !== before.categoryId;
  await assertBodyReferences(tx, access.matterId, body);
  const code = moved
    ? { categoryId: body.category.id, ...(await takeProceedingCode(tx, access.matterId, body.category.id)) }
    : {};
  // After the code, which answers 404 for another matter's category; a refusal rolls it back.
  if (moved) requireInCategory(access, body.category.id, "WRITE");
  const after = await versionedUpdate(tx, proceedings, before, { ...proceedingColumns(body), ...code });
  await replaceChildren(tx, proceedingId, body);
  await recordAudit(tx, {
    actorId,
    entity: "proceeding",
    entityId: proceedingId,
    action: "update",
    before: auditedProceeding(before, beforeChildren),
    after: auditedProceeding(after, body),
  });
}

/** Every status a proceeding has had, oldest first: the audit entries that changed it. */
async function statusHistory(db: DbOrTx, proceedingId: number): Promise<ProceedingStatusChange[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      change: sql<{ old: unknown; new: unknown }>`${auditLog.changes} -> 'status'`,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, "proceeding"),
        eq(auditLog.entityId, String(proceedingId)),
        isNotNull(sql`${auditLog.changes} -> 'status'`),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return presentStatusChanges(rows);
}

export async function proceedingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings";
  const one = `${collection}/:proceedingId`;

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: matterParams, querystring: proceedingListQuery },
    },
    async (request) => {
      const access = matterAccessOf(request);
      return listProceedings(app.db, access, request.query);
    },
  );

  api.get(
    `${collection}/search`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: matterParams, querystring: proceedingSearchQuery },
    },
    async (request) => {
      const access = matterAccessOf(request);
      return listProceedings(app.db, access, request.query);
    },
  );

  api.get(
    one,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request) => {
      const access = matterAccessOf(request);
      return presentOne(app.db, access, request.params.proceedingId);
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("proceedings", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: proceedingBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const id = await app.db.transaction((tx) =>
        createProceeding(tx, access, currentUser(request).id, request.body),
      );
      return presentOne(app.db, access, id);
    },
  );

  api.put(
    one,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: proceedingUpdateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      await app.db.transaction((tx) =>
        updateProceeding(tx, access, currentUser(request).id, proceedingId, request.body),
      );
      return presentOne(app.db, access, proceedingId);
    },
  );

  api.delete(
    one,
    { config: { access: needs("proceedings", "DELETE") }, schema: { params: proceedingParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      await app.db.transaction(async (tx) => {
        const before = await lockProceeding(tx, access.matterId, proceedingId);
        access.require("proceedings", "DELETE", { categoryId: before.categoryId });
        const children = childrenOf(await findProceeding(tx, access.matterId, proceedingId));
        // Item rows, writs, claimants, trucks and defendants go with it (ON DELETE CASCADE).
        await tx.delete(proceedings).where(eq(proceedings.id, proceedingId));
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "proceeding",
          entityId: proceedingId,
          action: "delete",
          before: auditedProceeding(before, children),
        });
      });
      return { message: messages.proceedingDeleted };
    },
  );

  api.get(
    `${one}/history`,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request): Promise<ListEnvelope<ProceedingStatusChange>> => {
      const access = matterAccessOf(request);
      const permissions = await requireOnProceeding(app.db, access, request.params.proceedingId, "READ");
      const items = await statusHistory(app.db, request.params.proceedingId);
      return { items, totalElements: items.length, permissions };
    },
  );
}
