// dbbw/matters/{id}/menuitems (SPEC 2.3 "Additional menu item", 7.2): GET the list in order, POST one
// at the end, PUT the whole list (its order, names and urls; the web app saves it debounced), and
// DELETE /{id}. Reading needs READ on menu items, the rest CREATE, WRITE or DELETE.
import { entityId, type MenuItem, menuItemBody, menuItemListBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { Verb } from "@litfolio/shared/permissions";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { menuItems } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/errors";
import { matterAccessOf, signedIn } from "../../permissions/access";
import { presentMenuItem } from "../matters/presenter";
import { matterParams } from "../matters/routes";

const itemParams = matterParams.extend({ id: entityId });

const loadItems = (db: DbOrTx, matterId: number) =>
  db
    .select()
    .from(menuItems)
    .where(eq(menuItems.matterId, matterId))
    .orderBy(asc(menuItems.orderItem), asc(menuItems.id));

const envelope = (items: MenuItem[], permissions: Verb[]): ListEnvelope<MenuItem> => ({
  items,
  totalElements: items.length,
  permissions,
});

export async function menuItemRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/menuitems";

  api.get(collection, { ...signedIn, schema: { params: matterParams } }, async (request) => {
    const access = await matterAccessOf(request, request.params.matterId);
    const permissions = access.require("menuItems", "READ");
    return envelope((await loadItems(app.db, access.matterId)).map(presentMenuItem), permissions);
  });

  api.post(
    collection,
    { ...signedIn, schema: { params: matterParams, body: menuItemBody } },
    async (request) => {
      const access = await matterAccessOf(request, request.params.matterId);
      access.require("menuItems", "CREATE");
      const row = await app.db.transaction(async (tx) => {
        const next = sql<number>`(select coalesce(max(${menuItems.orderItem}) + 1, 0) from ${menuItems} where ${menuItems.matterId} = ${access.matterId})`;
        const [inserted] = await tx
          .insert(menuItems)
          .values({
            matterId: access.matterId,
            name: request.body.name,
            url: request.body.url,
            orderItem: next,
          })
          .returning();
        if (!inserted) throw new Error("menu item not inserted");
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "menuItem",
          entityId: inserted.id,
          action: "create",
          after: inserted,
        });
        return inserted;
      });
      return presentMenuItem(row);
    },
  );

  api.put(
    collection,
    { ...signedIn, schema: { params: matterParams, body: menuItemListBody } },
    async (request) => {
      const access = await matterAccessOf(request, request.params.matterId);
      const permissions = access.require("menuItems", "WRITE");
      const list = request.body;
      const after = await app.db.transaction(async (tx) => {
        const before = await loadItems(tx, access.matterId).for("update");
        const known = new Set(before.map((item) => item.id));
        // An id of another matter's item is not there for this caller.
        if (list.some((item) => !known.has(item.id))) throw notFound();
        const sent = new Set(list.map((item) => item.id));
        if (sent.size !== list.length)
          throw badRequest(messages.formInvalid, [{ field: "id", message: messages.formInvalid }]);
        // An item added or deleted since the editor loaded the list: saving would lose it or revive it.
        if (sent.size !== known.size) throw conflict(messages.menuItemsChanged);
        if (list.length > 0) {
          // One statement for the whole list: each array is one parameter.
          await tx.execute(sql`
          update ${menuItems} set name = v.name, url = v.url, order_item = v.position - 1, updated_at = now()
          from unnest(${sql.param(list.map((item) => item.id))}::int[],
                      ${sql.param(list.map((item) => item.name))}::text[],
                      ${sql.param(list.map((item) => item.url))}::text[])
               with ordinality as v(id, name, url, position)
          where ${menuItems.id} = v.id`);
        }
        const rows = await loadItems(tx, access.matterId);
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "menuItems",
          entityId: access.matterId,
          action: "update",
          before: { items: before.map(presentMenuItem) },
          after: { items: rows.map(presentMenuItem) },
        });
        return rows;
      });
      return envelope(after.map(presentMenuItem), permissions);
    },
  );

  api.delete(`${collection}/:id`, { ...signedIn, schema: { params: itemParams } }, async (request) => {
    const access = await matterAccessOf(request, request.params.matterId);
    access.require("menuItems", "DELETE");
    await app.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(menuItems)
        .where(and(eq(menuItems.matterId, access.matterId), eq(menuItems.id, request.params.id)))
        .returning();
      if (!deleted) throw notFound();
      await recordAudit(tx, {
        actorId: currentUser(request).id,
        entity: "menuItem",
        entityId: deleted.id,
        action: "delete",
        before: deleted,
      });
    });
    return { message: messages.menuItemDeleted };
  });
}
