// dbbw/matters/{m}/proceedings (SPEC 7.4; DECISIONS "Codes and counters"): list (default statuses),
// search, get, create (the code is assigned in the saving transaction), update (a new category gets
// a new code), delete, and the status history (from the audit trail). Local counsel act only on
// the proceedings of their categories; what they cannot read answers 404.
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type ProceedingStatusChange,
  type ProceedingSummary,
  proceedingBody,
  proceedingListQuery,
  proceedingSearchQuery,
  proceedingUpdateBody,
} from "@litfolio/shared/proceedings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/guards";
import { sendExport } from "../../export/send";
import { matterParams, proceedingParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingsSheet } from "./export";
import { listProceedings, type ProceedingListQuery } from "./list-queries";
import { presentProceeding, presentProceedingSummary, presentStatusChanges } from "./presenter";
import { statusChanges } from "./queries";
import {
  createProceeding,
  deleteProceeding,
  readProceeding,
  requireOnProceeding,
  updateProceeding,
} from "./service";

export async function proceedingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings";
  const one = `${collection}/:proceedingId`;

  const presentOne = async (access: MatterAccess, proceedingId: number) => {
    const { row, permissions } = await readProceeding(app.db, access, proceedingId);
    return presentProceeding(row, permissions);
  };

  const presentList = async (
    access: MatterAccess,
    query: ProceedingListQuery,
  ): Promise<ListEnvelope<ProceedingSummary>> => {
    const { rows, totalElements } = await listProceedings(app.db, access, query);
    return {
      items: rows.map((row) =>
        presentProceedingSummary(row, access.verbs("proceedings", { categoryId: row.proceeding.categoryId })),
      ),
      totalElements,
      permissions: access.verbs("proceedings"),
    };
  };

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: matterParams, querystring: proceedingListQuery },
    },
    (request) => presentList(matterAccessOf(request), request.query),
  );

  api.get(
    `${collection}/search`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: matterParams, querystring: proceedingSearchQuery },
    },
    (request) => presentList(matterAccessOf(request), request.query),
  );

  api.get(
    `${collection}/export`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: matterParams, querystring: proceedingSearchQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      return sendExport(app.db, reply, access, { list: "proceedings" }, (subject) =>
        proceedingsSheet(app.db, access, request.query, subject),
      );
    },
  );

  api.get(
    one,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    (request) => presentOne(matterAccessOf(request), request.params.proceedingId),
  );

  api.post(
    collection,
    {
      config: { access: needs("proceedings", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: proceedingBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const id = await createProceeding(app.db, access, currentUser(request).id, request.body);
      return presentOne(access, id);
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
      await updateProceeding(app.db, access, currentUser(request).id, proceedingId, request.body);
      return presentOne(access, proceedingId);
    },
  );

  api.delete(
    one,
    { config: { access: needs("proceedings", "DELETE") }, schema: { params: proceedingParams } },
    async (request) => {
      const access = matterAccessOf(request);
      await deleteProceeding(app, access, currentUser(request).id, request.params.proceedingId);
      return { message: messages.proceedingDeleted };
    },
  );

  api.get(
    `${one}/history`,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request): Promise<ListEnvelope<ProceedingStatusChange>> => {
      const access = matterAccessOf(request);
      const permissions = await requireOnProceeding(app.db, access, request.params.proceedingId, "READ");
      const items = presentStatusChanges(await statusChanges(app.db, request.params.proceedingId));
      return { items, totalElements: items.length, permissions };
    },
  );
}
