// Matters (SPEC 2.3 "Matters list", "Matter page"; 7.2; DECISIONS "Paths"): list and search (a
// caller sees the matters they take part in, a SYSTEM_ADMIN all), get, create (SYSTEM_ADMIN),
// update (WRITE) and delete (SYSTEM_ADMIN, refused while the matter has proceedings).
import {
  type Matter,
  type MatterSummary,
  matterBody,
  matterListQuery,
  matterSearchQuery,
  matterUpdateBody,
} from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { violatedConstraint } from "../../db/errors";
import {
  assetLabels,
  defendantLabels,
  matters,
  menuItems,
  participations,
  servedWritPlaces,
} from "../../db/schema/matters";
import { assertEditing } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { containing, naturalSortKey, pageOf, sortOrder } from "../../http/listing";
import { matterParams } from "../../http/params";
import { abilities, type Caller } from "../../permissions/abilities";
import { resources } from "../../permissions/matrix";
import { needs } from "../../permissions/route-access";
import { matterCondition } from "../../permissions/scope";
import { type MatterListRow, presentMatter, presentMatterSummary } from "./presenter";
import { usageCount } from "./usage";

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

const matterVerbs = (caller: Caller, row: Pick<MatterListRow, "role">) =>
  abilities(caller, "matter", { participation: row.role ? { role: row.role, categoryIds: [] } : null });

const sortColumns = {
  name: naturalSortKey(matters.name),
  client: naturalSortKey(matters.client),
  key: naturalSortKey(matters.key),
};

type ListQuery = z.output<typeof matterSearchQuery>;

async function listMatters(
  db: DbOrTx,
  caller: Caller,
  query: ListQuery,
): Promise<ListEnvelope<MatterSummary>> {
  const conditions = [matterCondition(caller, matters.id)];
  if (query.client) conditions.push(ilike(matters.client, containing(query.client)));
  if (query.name) conditions.push(ilike(matters.name, containing(query.name)));
  if (query.key) conditions.push(ilike(matters.key, containing(query.key)));
  const { rows, totalElements } = await pageOf(
    db,
    {
      select: selectMatters(db, caller).$dynamic(),
      countFrom: matters,
      where: and(...conditions),
      orderBy: sortOrder(query.sort, "name,asc", sortColumns, matters.id),
    },
    query,
  );
  return {
    items: rows.map((row) => presentMatterSummary(row, matterVerbs(caller, row))),
    totalElements,
    permissions: abilities(caller, "matterList", { participation: null }),
  };
}

async function getMatter(db: DbOrTx, caller: Caller, id: number): Promise<Matter> {
  const [[row], items] = await Promise.all([
    selectMatters(db, caller).where(eq(matters.id, id)),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.matterId, id))
      .orderBy(asc(menuItems.orderItem), asc(menuItems.id)),
  ]);
  if (!row) throw notFound();
  const participation = row.role ? { role: row.role, categoryIds: [] } : null;
  const resourcePermissions = Object.fromEntries(
    resources.map((resource) => [resource, abilities(caller, resource, { participation })]),
  ) as Matter["resourcePermissions"];
  return presentMatter(row, resourcePermissions, items);
}

const keyTaken = () =>
  badRequest(messages.matterKeyTaken, [{ field: "key", message: messages.matterKeyTaken }]);

/** Runs a write whose unique index on the matter number may refuse it, with our message. */
async function explainingKeyClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === "matters_key_unique") throw keyTaken();
    throw error;
  }
}

const matterFields = (body: z.output<typeof matterBody>) => ({
  name: body.name,
  key: body.key,
  client: body.client,
  connectFolderId: body.connectFolderId,
  status: body.status,
});

export async function matterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/matters",
    { config: { access: needs("matterList", "READ") }, schema: { querystring: matterListQuery } },
    (request) => listMatters(app.db, currentUser(request), request.query),
  );

  api.get(
    "/matters/search",
    { config: { access: needs("matterList", "READ") }, schema: { querystring: matterSearchQuery } },
    (request) => listMatters(app.db, currentUser(request), request.query),
  );

  api.get(
    "/matters/:matterId",
    { config: { access: needs("matter", "READ") }, schema: { params: matterParams } },
    async (request) => {
      return getMatter(app.db, currentUser(request), request.params.matterId);
    },
  );

  api.post(
    "/matters",
    { config: { access: needs("matterList", "CREATE"), idempotent: true }, schema: { body: matterBody } },
    async (request) => {
      const caller = currentUser(request);
      const created = await explainingKeyClash(() =>
        app.db.transaction(async (tx) => {
          const [row] = await tx.insert(matters).values(matterFields(request.body)).returning();
          if (!row) throw new Error("matter not inserted");
          await recordAudit(tx, {
            actorId: caller.id,
            entity: "matter",
            entityId: row.id,
            action: "create",
            after: row,
          });
          return row;
        }),
      );
      return getMatter(app.db, caller, created.id);
    },
  );

  api.put(
    "/matters/:matterId",
    {
      config: { access: needs("matter", "WRITE") },
      schema: { params: matterParams, body: matterUpdateBody },
    },
    async (request) => {
      const caller = currentUser(request);
      const { matterId } = request.params;
      await explainingKeyClash(() =>
        app.db.transaction(async (tx) => {
          const [before] = await tx.select().from(matters).where(eq(matters.id, matterId));
          if (!before) throw notFound();
          assertEditing(request.body, before);
          const who = { actorId: caller.id, entity: "matter" };
          await auditedUpdate(tx, who, matters, before, matterFields(request.body));
        }),
      );
      return getMatter(app.db, caller, matterId);
    },
  );

  api.delete(
    "/matters/:matterId",
    { config: { access: needs("matter", "DELETE") }, schema: { params: matterParams } },
    async (request) => {
      const caller = currentUser(request);
      const { matterId } = request.params;
      await app.db.transaction(async (tx) => {
        const [found] = await tx
          .select({ matter: matters, proceedings: usageCount("matter", matters.id) })
          .from(matters)
          .where(eq(matters.id, matterId))
          .for("update");
        if (!found) throw notFound();
        if (found.proceedings > 0) throw badRequest(messages.matterHasProceedings(found.proceedings));
        // Categories, labels, menu items and participations go with it (ON DELETE CASCADE).
        await tx.delete(matters).where(eq(matters.id, matterId));
        await recordAudit(tx, {
          actorId: caller.id,
          entity: "matter",
          entityId: matterId,
          action: "delete",
          before: found.matter,
        });
      });
      return { message: messages.matterDeleted };
    },
  );
}
