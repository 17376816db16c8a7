// dbbw/matters/{id}/menuitems (SPEC 2.3 "Additional menu item", 7.2): GET the list in order with its
// version, POST one at the end, PUT the whole list (its order, names and urls; the web app saves it
// debounced) with the version read, and DELETE /{id}. Every write moves the list's version on, so a
// PUT from before any other change answers 409. Reading needs READ on menu items, the rest CREATE,
// WRITE or DELETE.
import { menuItemBody, menuItemListBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/guards";
import { listAnswer, readListVersion } from "../../http/edits";
import { matterItemParams, matterParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { presentMenuItem } from "./presenter";
import { menuItemsOf } from "./queries";
import { addMenuItem, menuItemList, removeMenuItem, saveMenuItemList } from "./service";

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
      const items = await menuItemsOf(app.db, access.matterId);
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
      return presentMenuItem(
        await addMenuItem(app.db, access.matterId, currentUser(request).id, request.body),
      );
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
      const actorId = currentUser(request).id;
      const saved = await saveMenuItemList(app.db, access.matterId, actorId, request.body);
      return listAnswer(saved.rows.map(presentMenuItem), access.verbs("menuItems"), saved.savedVersion);
    },
  );

  api.delete(
    `${collection}/:id`,
    { config: { access: needs("menuItems", "DELETE") }, schema: { params: matterItemParams } },
    async (request) => {
      const access = matterAccessOf(request);
      await removeMenuItem(app.db, access.matterId, currentUser(request).id, request.params.id);
      return { message: messages.menuItemDeleted };
    },
  );
}
