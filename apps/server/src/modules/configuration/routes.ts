// dbbw/matters/{id}/{jurisdictions|workstreams|assetlabels|defendantlabels|servedWritAt}: GET (the
// list, with counts), POST, PUT /{id}, DELETE /{id} (refused while proceedings use the row), and the
// categories lookup. Reading needs READ on the matter's configuration, changing needs ADMIN.
import type { CategoryOption } from "@litfolio/shared/matters";
import { configurationListQuery } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { withVersion } from "@litfolio/shared/versions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { currentUser } from "../../auth/guards";
import { matterItemParams, matterParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import type { ConfigRow, ConfigurationKind } from "./kind-type";
import { configurationKinds } from "./kinds";
import { categoryOptions } from "./queries";
import { createRow, deleteRow, type RowWriter, updateRow } from "./service";

function registerKind<Row extends ConfigRow, Body extends z.ZodObject, Item>(
  app: FastifyInstance,
  kind: ConfigurationKind<Row, Body, Item>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = `/matters/:matterId/${kind.path}`;
  const writer = (request: FastifyRequest): RowWriter<Row, Body> => ({
    kind,
    matterId: matterAccessOf(request).matterId,
    actorId: currentUser(request).id,
  });

  api.get(
    collection,
    {
      config: { access: needs("configuration", "READ") },
      schema: { params: matterParams, querystring: configurationListQuery },
    },
    async (request): Promise<ListEnvelope<Item>> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("configuration");
      const scope = access.scopedCategoryIds("proceedings");
      const rows = await kind.list(app.db, access.matterId, request.query.query, scope);
      return {
        items: rows.map((row) => kind.present(row, permissions)),
        totalElements: rows.length,
        permissions,
      };
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("configuration", "ADMIN"), idempotent: true },
      schema: { params: matterParams, body: kind.body },
    },
    async (request) => {
      const row = await createRow(app.db, writer(request), request.body as z.output<Body>);
      return kind.present({ row, count: 0 }, matterAccessOf(request).verbs("configuration"));
    },
  );

  api.put(
    `${collection}/:id`,
    {
      config: { access: needs("configuration", "ADMIN") },
      schema: { params: matterItemParams, body: withVersion(kind.body) },
    },
    async (request) => {
      const body = request.body as z.output<Body> & { id?: number | null; version: number };
      const saved = await updateRow(app.db, writer(request), request.params.id, body);
      return kind.present(saved, matterAccessOf(request).verbs("configuration"));
    },
  );

  api.delete(
    `${collection}/:id`,
    { config: { access: needs("configuration", "ADMIN") }, schema: { params: matterItemParams } },
    async (request) => {
      await deleteRow(app.db, writer(request), request.params.id);
      return { message: kind.deleted };
    },
  );
}

export async function configurationRoutes(app: FastifyInstance) {
  for (const kind of configurationKinds)
    registerKind(app, kind as ConfigurationKind<ConfigRow, z.ZodObject, unknown>);

  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The jurisdictions and workstreams the caller may choose in forms: all of the matter's, or for a
   * local counsel only those of their participation (their scope, DECISIONS "Roles and permissions").
   */
  api.get(
    "/matters/:matterId/categories",
    { config: { access: needs("configuration", "READ") }, schema: { params: matterParams } },
    async (request): Promise<ListEnvelope<CategoryOption>> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("configuration");
      const items = await categoryOptions(app.db, access.matterId, access.scopedCategoryIds("proceedings"));
      return { items, totalElements: items.length, permissions };
    },
  );
}
