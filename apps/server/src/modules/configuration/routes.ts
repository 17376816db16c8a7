// dbbw/matters/{id}/{jurisdictions|workstreams|assetlabels|defendantlabels|servedWritAt}: GET (the
// list, with counts), POST, PUT /{id}, DELETE /{id} (refused while proceedings use the row), and the
// categories lookup. Reading needs READ on the matter's configuration, changing needs ADMIN.
import type { CategoryOption } from "@litfolio/shared/matters";
import { configurationListQuery } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { withVersion } from "@litfolio/shared/versions";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import { violatedConstraint } from "../../db/errors";
import { categories } from "../../db/schema/matters";
import { assertEditing } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { matterItemParams, matterParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { categoryCondition } from "../../permissions/scope";
import { type ConfigRow, type ConfigurationKind, configurationKinds } from "./kinds";

function registerKind<Row extends ConfigRow, Body extends z.ZodObject, Item>(
  app: FastifyInstance,
  kind: ConfigurationKind<Row, Body, Item>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = `/matters/:matterId/${kind.path}`;

  /** A unique index refusing the write becomes the field's message. */
  const explained = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const subError = kind.uniqueIndexes[violatedConstraint(error) ?? ""];
      if (subError) throw badRequest(subError.message, [subError]);
      throw error;
    }
  };

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
      const access = matterAccessOf(request);
      const permissions = access.verbs("configuration");
      const row = await explained(() =>
        app.db.transaction(async (tx) => {
          const inserted = await kind.insert(tx, access.matterId, request.body as z.output<Body>);
          if (!inserted) throw new Error(`${kind.entity} not inserted`);
          await recordAudit(tx, {
            actorId: currentUser(request).id,
            entity: kind.entity,
            entityId: inserted.id,
            action: "create",
            after: inserted,
          });
          return inserted;
        }),
      );
      return kind.present({ row, count: 0 }, permissions);
    },
  );

  api.put(
    `${collection}/:id`,
    {
      config: { access: needs("configuration", "ADMIN") },
      schema: { params: matterItemParams, body: withVersion(kind.body) },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("configuration");
      const body = request.body as z.output<Body> & { id?: number | null; version: number };
      const result = await explained(() =>
        app.db.transaction(async (tx) => {
          const found = await kind.find(tx, access.matterId, request.params.id);
          if (!found) throw notFound();
          assertEditing(body, found.row);
          kind.checkUpdate?.(found, body);
          const after = await kind.update(tx, found.row, body);
          await recordAudit(tx, {
            actorId: currentUser(request).id,
            entity: kind.entity,
            entityId: after.id,
            action: "update",
            before: found.row,
            after,
          });
          return { row: after, count: found.count };
        }),
      );
      return kind.present(result, permissions);
    },
  );

  api.delete(
    `${collection}/:id`,
    { config: { access: needs("configuration", "ADMIN") }, schema: { params: matterItemParams } },
    async (request) => {
      const access = matterAccessOf(request);
      await app.db.transaction(async (tx) => {
        const found = await kind.find(tx, access.matterId, request.params.id);
        if (!found) throw notFound();
        if (found.count > 0) throw badRequest(kind.inUse(found.row, found.count));
        await kind.checkDelete?.(tx, found.row);
        await kind.remove(tx, found.row);
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: kind.entity,
          entityId: found.row.id,
          action: "delete",
          before: found.row,
        });
      });
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
      const items = await app.db
        .select({ id: categories.id, type: categories.type, code: categories.code, name: categories.name })
        .from(categories)
        .where(
          and(
            eq(categories.matterId, access.matterId),
            categoryCondition(categories.id, access.scopedCategoryIds("proceedings")),
          ),
        )
        .orderBy(asc(categories.type), asc(categories.code));
      return { items, totalElements: items.length, permissions };
    },
  );
}
