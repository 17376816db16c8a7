// dbbw/matters/{m}/proceedings/{p}/trucks (SPEC 2.3 "Details tab", 4 "Trucks", 7.4): the confirmed
// and unconfirmed lists (paged, a search by chassis number), their counts, add, PATCH, delete,
// confirm several at once, and the truck-information lookup. Reading needs READ on the proceeding,
// every change WRITE. A proceeding may hold a great many trucks: lists and counts run on the index
// (proceeding_id, confirmed, chassis_number).
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type Truck,
  type TruckInformation,
  truckBody,
  truckConfirmBody,
  truckInformationQuery,
  truckListQuery,
  truckPatchBody,
  truckSearchQuery,
} from "@litfolio/shared/proceeding-lists";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { trucks } from "../../db/schema/proceedings";
import { sendExport } from "../../export/send";
import { proceedingItemParams, proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { deleteListRow, proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { trucksSheet } from "./export";
import { presentTruck, presentTruckInformation } from "./presenter";
import { countTrucks, proceedingsHolding, truckPage, truckSources } from "./queries";
import { addTruck, changeTruck, confirmTrucks } from "./service";

export async function truckRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/trucks";

  const list = async (
    request: FastifyRequest,
    { proceedingId }: z.output<typeof proceedingParams>,
    query: z.output<typeof truckSearchQuery>,
  ): Promise<ListEnvelope<Truck>> => {
    const access = matterAccessOf(request);
    const page = await truckPage(app.db, access.matterId, proceedingId, query);
    const permissions = access.require("proceedings", "READ", { categoryId: page.categoryId });
    return { items: page.items.map(presentTruck), totalElements: page.totalElements, permissions };
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
    `${collection}/export`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: truckSearchQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      await requireOnProceeding(app.db, access, proceedingId, "READ");
      return sendExport(app.db, reply, access, { list: "trucks", proceedingId }, (subject) =>
        trucksSheet(app.db, proceedingId, request.query, subject),
      );
    },
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
      const scope = access.scopedCategoryIds("proceedings");
      const [sources, found] = await Promise.all([
        truckSources(app.db),
        proceedingsHolding(app.db, access.matterId, scope, chassisNumber),
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
      const writer = proceedingWriter(request, request.params.proceedingId);
      return presentTruck(await addTruck(app.db, writer, request.body));
    },
  );

  api.patch(
    `${collection}/:id`,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingItemParams, body: truckPatchBody },
    },
    async (request) => {
      const { proceedingId, id } = request.params;
      return presentTruck(
        await changeTruck(app.db, proceedingWriter(request, proceedingId), id, request.body),
      );
    },
  );

  api.delete(
    `${collection}/:id`,
    { config: { access: needs("proceedings", "WRITE") }, schema: { params: proceedingItemParams } },
    async (request) => {
      const { proceedingId, id } = request.params;
      await deleteListRow(app.db, proceedingWriter(request, proceedingId), {
        table: trucks,
        entity: "truck",
        id,
      });
      return { message: messages.truckDeleted };
    },
  );

  api.put(
    `${collection}/confirm`,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: truckConfirmBody },
    },
    async (request) => {
      const writer = proceedingWriter(request, request.params.proceedingId);
      const count = await confirmTrucks(app.db, writer, [...new Set(request.body)]);
      return { message: messages.trucksConfirmed, count };
    },
  );
}
