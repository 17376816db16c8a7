// The overview's API under dbbw/matters/{m}/ (SPEC 7.3): expected totals (GET totals, totals/{id},
// totals/category/{code}, POST, PUT, DELETE) and the aggregation (GET aggregator?statuses=). The
// `expectedTotals` row of the matrix decides, scoped: a local counsel sees only their categories'
// rows and totals.
import { messages } from "@litfolio/shared/messages";
import {
  aggregatorQuery,
  type ExpectedTotals,
  type Overview,
  totalsBody,
  totalsUpdateBody,
} from "@litfolio/shared/overview";
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { sendExport } from "../../export/send";
import { notFound } from "../../http/errors";
import { matterItemParams, matterParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { overviewSheet } from "./export";
import { presentOverview, presentTotals } from "./presenter";
import { aggregate, findTotals, listTotals } from "./queries";
import { createTotals, deleteTotals, updateTotals } from "./service";

const codeParams = matterParams.extend({ categoryCode: z.string().trim().min(1).max(10) });

/** The categories a local counsel is limited to (the matrix's scoped row); null: every category. */
const scopeOf = (access: MatterAccess) => access.scopedCategoryIds("expectedTotals");

/** One set of totals as answered: 404 outside the caller's categories. */
async function readTotals(
  db: DbOrTx,
  access: MatterAccess,
  by: { id: number } | { categoryCode: string },
): Promise<ExpectedTotals> {
  const row = await findTotals(db, access.matterId, by);
  const scope = scopeOf(access);
  if (scope !== null && !scope.includes(row.category.id)) throw notFound();
  return presentTotals(row, access.verbs("expectedTotals"));
}

export async function overviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const totals = "/matters/:matterId/totals";

  api.get(
    totals,
    { config: { access: needs("expectedTotals", "READ") }, schema: { params: matterParams } },
    async (request): Promise<ListEnvelope<ExpectedTotals>> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("expectedTotals");
      const rows = await listTotals(app.db, access.matterId, scopeOf(access));
      return {
        items: rows.map((row) => presentTotals(row, permissions)),
        totalElements: rows.length,
        permissions,
      };
    },
  );

  api.get(
    `${totals}/:id`,
    { config: { access: needs("expectedTotals", "READ") }, schema: { params: matterItemParams } },
    async (request) => readTotals(app.db, matterAccessOf(request), { id: request.params.id }),
  );

  api.get(
    `${totals}/category/:categoryCode`,
    { config: { access: needs("expectedTotals", "READ") }, schema: { params: codeParams } },
    async (request) =>
      readTotals(app.db, matterAccessOf(request), { categoryCode: request.params.categoryCode }),
  );

  api.post(
    totals,
    {
      config: { access: needs("expectedTotals", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: totalsBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const id = await createTotals(app.db, access, request.body);
      return { ...(await readTotals(app.db, access, { id })), message: messages.totalsSaved };
    },
  );

  api.put(
    `${totals}/:id`,
    {
      config: { access: needs("expectedTotals", "WRITE") },
      schema: { params: matterItemParams, body: totalsUpdateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      await updateTotals(app.db, access, request.params.id, request.body);
      return {
        ...(await readTotals(app.db, access, { id: request.params.id })),
        message: messages.totalsSaved,
      };
    },
  );

  api.delete(
    `${totals}/:id`,
    { config: { access: needs("expectedTotals", "DELETE") }, schema: { params: matterItemParams } },
    async (request) => {
      await deleteTotals(app.db, matterAccessOf(request), request.params.id);
      return { message: messages.totalsDeleted };
    },
  );

  /** The matter's overview under the statuses, the caller's categories only for a local counsel. */
  const overviewOf = async (access: MatterAccess, statuses: readonly ProceedingStatus[]) => {
    const { rows, firstAssetLabel } = await aggregate(app.db, access.matterId, statuses, scopeOf(access));
    return presentOverview(rows, firstAssetLabel, access.verbs("expectedTotals"));
  };

  api.get(
    "/matters/:matterId/aggregator",
    {
      config: { access: needs("expectedTotals", "READ") },
      schema: { params: matterParams, querystring: aggregatorQuery },
    },
    async (request): Promise<Overview> => overviewOf(matterAccessOf(request), request.query.statuses),
  );

  api.get(
    "/matters/:matterId/aggregator/export",
    {
      config: { access: needs("expectedTotals", "READ") },
      schema: { params: matterParams, querystring: aggregatorQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      const { statuses } = request.query;
      const overview = await overviewOf(access, statuses);
      return sendExport(app.db, reply, access, { list: "overview" }, (subject) =>
        overviewSheet(overview, statuses, subject),
      );
    },
  );
}
