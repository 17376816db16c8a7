// dbbw/matters/{m}/proceedings/{p}/trucks (SPEC 2.3 "Details tab", 4 "Trucks", 7.4): the confirmed
// and unconfirmed lists (paged, a search by chassis number), their counts, add, PATCH, delete,
// confirm several at once, and the truck-information lookup. Reading needs READ on the proceeding,
// every change WRITE. A proceeding may hold a great many trucks: lists and counts run on the index
// (proceeding_id, confirmed, chassis_number).
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  acceptableChassisNumber,
  type Truck,
  type TruckInformation,
  truckBody,
  truckConfirmBody,
  truckInformationQuery,
  truckListQuery,
  truckPatchBody,
  truckSearchQuery,
} from "@litfolio/shared/proceeding-lists";
import { and, asc, eq, ilike, inArray, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { truckInformationSources } from "../../db/schema/catalogues";
import { proceedings, trucks } from "../../db/schema/proceedings";
import { assertEditing, bumpVersion } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { containing, pageOf, sortOrder } from "../../http/listing";
import { proceedingItemParams, proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { categoryCondition } from "../../permissions/scope";
import { registerListRowDelete } from "../proceedings/list-rows";
import { requireOnProceeding } from "../proceedings/service";
import { presentTruck, presentTruckInformation } from "./presenter";

type SearchQuery = z.output<typeof truckSearchQuery>;

/**
 * A page of trucks. Without a chassis-number search the total comes from the proceeding's counters
 * (kept by triggers), so a proceeding with 200,000 trucks does not count them on every page.
 */
async function listTrucks(db: DbOrTx, proceedingId: number, query: SearchQuery) {
  const { rows, totalElements } = await pageOf(
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
  return { items: rows.map(presentTruck), totalElements };
}

/** One chassis number once per proceeding (any other row than `exceptId`). */
async function assertChassisFree(tx: DbOrTx, proceedingId: number, chassisNumber: string, exceptId = 0) {
  const [taken] = await tx
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
  if (taken) {
    throw badRequest(messages.chassisNumberTaken, [
      { field: "chassisNumber", message: messages.chassisNumberTaken },
    ]);
  }
}

/** From the proceeding's counters: confirmed, unconfirmed, or both when `confirmed` is undefined. */
async function countTrucks(db: DbOrTx, proceedingId: number, confirmed: boolean | undefined) {
  const [row] = await db
    .select({ confirmed: proceedings.confirmedTrucks, unconfirmed: proceedings.unconfirmedTrucks })
    .from(proceedings)
    .where(eq(proceedings.id, proceedingId));
  if (!row) return 0;
  if (confirmed === undefined) return row.confirmed + row.unconfirmed;
  return confirmed ? row.confirmed : row.unconfirmed;
}

export async function truckRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/trucks";

  const list = async (
    request: FastifyRequest,
    params: z.output<typeof proceedingParams>,
    query: SearchQuery,
  ): Promise<ListEnvelope<Truck>> => {
    const access = matterAccessOf(request);
    const permissions = await requireOnProceeding(app.db, access, params.proceedingId, "READ");
    return { ...(await listTrucks(app.db, params.proceedingId, query)), permissions };
  };

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: truckListQuery },
    },
    (request) => list(request, request.params, request.query),
  );
  api.get(
    `${collection}/search`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: truckSearchQuery },
    },
    (request) => list(request, request.params, request.query),
  );

  for (const [path, confirmed] of [
    ["confirmed/count", true],
    ["unconfirmed/count", false],
  ] as const) {
    api.get(
      `${collection}/${path}`,
      { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
      async (request) => {
        const access = matterAccessOf(request);
        const permissions = await requireOnProceeding(app.db, access, request.params.proceedingId, "READ");
        return { count: await countTrucks(app.db, request.params.proceedingId, confirmed), permissions };
      },
    );
  }

  api.get(
    `${collection}/truck-information`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: truckInformationQuery },
    },
    async (request): Promise<TruckInformation> => {
      const access = matterAccessOf(request);
      await requireOnProceeding(app.db, access, request.params.proceedingId, "READ");
      const { chassisNumber } = request.query;
      const [sources, found] = await Promise.all([
        app.db.select().from(truckInformationSources).orderBy(asc(truckInformationSources.position)),
        app.db
          .select({
            id: proceedings.id,
            proceedingCode: proceedings.proceedingCode,
            confirmed: trucks.confirmed,
          })
          .from(trucks)
          .innerJoin(proceedings, eq(proceedings.id, trucks.proceedingId))
          .where(
            and(
              eq(trucks.chassisNumber, chassisNumber),
              eq(proceedings.matterId, access.matterId),
              categoryCondition(proceedings.categoryId, access.scopedCategoryIds("proceedings")),
            ),
          )
          .orderBy(asc(proceedings.proceedingCode))
          .limit(100),
      ]);
      return presentTruckInformation(chassisNumber, sources, found);
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("proceedings", "WRITE"), idempotent: true },
      schema: { params: proceedingParams, body: truckBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const row = await app.db.transaction(async (tx) => {
        await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        await assertChassisFree(tx, proceedingId, request.body.chassisNumber);
        const [inserted] = await tx
          .insert(trucks)
          .values({ proceedingId, ...request.body })
          .returning();
        if (!inserted) throw new Error("truck not inserted");
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "truck",
          entityId: inserted.id,
          action: "create",
          after: inserted,
        });
        return inserted;
      });
      return presentTruck(row);
    },
  );

  api.patch(
    `${collection}/:id`,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingItemParams, body: truckPatchBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId, id } = request.params;
      const row = await app.db.transaction(async (tx) => {
        await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const [before] = await tx
          .select()
          .from(trucks)
          .where(and(eq(trucks.proceedingId, proceedingId), eq(trucks.id, id)));
        if (!before) throw notFound();
        assertEditing(request.body, before);
        const { version: _, ...changes } = request.body;
        if (changes.chassisNumber !== undefined) {
          if (!acceptableChassisNumber(changes.chassisNumber, before.chassisNumber)) {
            throw badRequest(messages.chassisNotVin, [
              { field: "chassisNumber", message: messages.chassisNotVin },
            ]);
          }
          await assertChassisFree(tx, proceedingId, changes.chassisNumber, id);
        }
        const who = { actorId: currentUser(request).id, entity: "truck" };
        return auditedUpdate(tx, who, trucks, before, changes);
      });
      return presentTruck(row);
    },
  );

  registerListRowDelete(app, {
    path: `${collection}/:id`,
    table: trucks,
    entity: "truck",
    deleted: messages.truckDeleted,
  });

  api.put(
    `${collection}/confirm`,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: truckConfirmBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const ids = [...new Set(request.body)];
      const confirmed = await app.db.transaction(async (tx) => {
        await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const rows = await tx
          .update(trucks)
          .set({ confirmed: true, ...bumpVersion(trucks) })
          .where(and(eq(trucks.proceedingId, proceedingId), inArray(trucks.id, ids)))
          .returning({ id: trucks.id });
        // An id of another proceeding's truck: nothing is confirmed (the transaction rolls back).
        if (rows.length !== ids.length) throw notFound();
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "trucks",
          entityId: proceedingId,
          action: "update",
          before: { confirmed: [] },
          after: { confirmed: ids },
        });
        return rows.length;
      });
      return { message: messages.trucksConfirmed, count: confirmed };
    },
  );
}
