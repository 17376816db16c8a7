// dbbw/matters/{id}/menuitems (SPEC 2.3 "Additional menu item", 7.2): GET the list in order with its
// version, POST one at the end, PUT the whole list (its order, names and urls; the web app saves it
// debounced) with the version read, and DELETE /{id}. Every write moves the list's version on, so a
// PUT from before any other change answers 409. Reading needs READ on menu items, the rest CREATE,
// WRITE or DELETE.
import { menuItemBody, menuItemListBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { matters, menuItems } from "../../db/schema/matters";
import { advanceListVersion, listAnswer, readListVersion, type VersionedListOf } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { matterItemParams, matterParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { presentMenuItem } from "./presenter";

const loadItems = (db: DbOrTx, matterId: number) =>
  db
    .select()
    .from(menuItems)
    .where(eq(menuItems.matterId, matterId))
    .orderBy(asc(menuItems.orderItem), asc(menuItems.id));

/** The list's version lives on its matter (http/edits.ts advanceListVersion). */
const menuItemList: VersionedListOf = { table: matters, id: matters.id, version: matters.menuItemsVersion };

export async function menuItemRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/menuitems";

  api.get(
    collection,
    { config: { access: needs("menuItems", "READ") }, schema: { params: matterParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("menuItems");
      const version = await readListVersion(app.db, menuItemList, access.matterId);
      const items = await loadItems(app.db, access.matterId);
      return listAnswer(items.map(presentMenuItem), permissions, version);
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("menuItems", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: menuItemBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const row = await app.db.transaction(async (tx) => {
        // The matter's row first: concurrent adds then take the next position in turn.
        await advanceListVersion(tx, menuItemList, access.matterId);
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
    {
      config: { access: needs("menuItems", "WRITE") },
      schema: { params: matterParams, body: menuItemListBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("menuItems");
      const { items: list, version } = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const savedVersion = await advanceListVersion(tx, menuItemList, access.matterId, version);
        const before = await loadItems(tx, access.matterId);
        const known = new Set(before.map((item) => item.id));
        // An id of another matter's item is not there for this caller.
        if (list.some((item) => !known.has(item.id))) throw notFound();
        const sent = new Set(list.map((item) => item.id));
        // The version matched, so the list the editor read was this one: every item, each once.
        if (sent.size !== list.length || sent.size !== known.size)
          throw badRequest(messages.formInvalid, [{ field: "items", message: messages.menuItemsIncomplete }]);
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
        return { rows, savedVersion };
      });
      return listAnswer(saved.rows.map(presentMenuItem), permissions, saved.savedVersion);
    },
  );

  api.delete(
    `${collection}/:id`,
    { config: { access: needs("menuItems", "DELETE") }, schema: { params: matterItemParams } },
    async (request) => {
      const access = matterAccessOf(request);
      await app.db.transaction(async (tx) => {
        // The matter's row first, as every write of the list does: no two lock in opposite order.
        await advanceListVersion(tx, menuItemList, access.matterId);
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
    },
  );
}
