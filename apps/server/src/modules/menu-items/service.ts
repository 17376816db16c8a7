// A matter's menu item writes, each in one transaction with its trail entry. Every write moves the
// list's version on (kept on the matter, http/edits.ts advanceListVersion), taking the matter's row
// first so no two writes lock in opposite order and concurrent adds take the next position in turn.

import type { MenuItem, menuItemBody, menuItemListBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { matters, menuItems } from "../../db/schema/matters";
import { advanceListVersion, type VersionedListOf } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { presentMenuItem } from "./presenter";
import { menuItemsOf } from "./queries";

/** Adds an item after the matter's last one. */
async function appendMenuItem(tx: DbOrTx, matterId: number, item: { name: string; url: string }) {
  const next = sql<number>`(select coalesce(max(${menuItems.orderItem}) + 1, 0) from ${menuItems} where ${menuItems.matterId} = ${matterId})`;
  return insertOne(tx, menuItems, { matterId, name: item.name, url: item.url, orderItem: next });
}

/** Writes every item's name, url and position in one statement: each array is one parameter. */
async function saveMenuItems(tx: DbOrTx, list: Pick<MenuItem, "id" | "name" | "url">[]) {
  if (list.length === 0) return;
  await tx.execute(sql`
    update ${menuItems} set name = v.name, url = v.url, order_item = v.position - 1, updated_at = now()
    from unnest(${sql.param(list.map((item) => item.id))}::int[],
                ${sql.param(list.map((item) => item.name))}::text[],
                ${sql.param(list.map((item) => item.url))}::text[])
         with ordinality as v(id, name, url, position)
    where ${menuItems.id} = v.id`);
}

/** Deletes the matter's item; answers it, or nothing when the matter has no such item. */
const deleteMenuItem = async (tx: DbOrTx, matterId: number, id: number) =>
  (
    await tx
      .delete(menuItems)
      .where(and(eq(menuItems.matterId, matterId), eq(menuItems.id, id)))
      .returning()
  )[0];

/** The list's version lives on its matter. */
export const menuItemList: VersionedListOf = {
  table: matters,
  id: matters.id,
  version: matters.menuItemsVersion,
};

export const addMenuItem = (db: Db, matterId: number, actorId: number, body: z.output<typeof menuItemBody>) =>
  db.transaction(async (tx) => {
    await advanceListVersion(tx, menuItemList, matterId);
    const row = await appendMenuItem(tx, matterId, body);
    await recordAudit(tx, { actorId, entity: "menuItem", entityId: row.id, action: "create", after: row });
    return row;
  });

/**
 * Saves the whole list (order, names, urls) from the version read; answers the rows and the new
 * version. The version matched, so the list the editor read is this one: it must name every item,
 * each once (an id of another matter's item is not there for this caller: 404).
 */
export const saveMenuItemList = (
  db: Db,
  matterId: number,
  actorId: number,
  { items: list, version }: z.output<typeof menuItemListBody>,
) =>
  db.transaction(async (tx) => {
    const savedVersion = await advanceListVersion(tx, menuItemList, matterId, version);
    const before = await menuItemsOf(tx, matterId);
    const known = new Set(before.map((item) => item.id));
    if (list.some((item) => !known.has(item.id))) throw notFound();
    const sent = new Set(list.map((item) => item.id));
    if (sent.size !== list.length || sent.size !== known.size)
      throw badRequest(messages.formInvalid, [{ field: "items", message: messages.menuItemsIncomplete }]);
    await saveMenuItems(tx, list);
    const rows = await menuItemsOf(tx, matterId);
    await recordAudit(tx, {
      actorId,
      entity: "menuItems",
      entityId: matterId,
      action: "update",
      before: { items: before.map(presentMenuItem) },
      after: { items: rows.map(presentMenuItem) },
    });
    return { rows, savedVersion };
  });

export const removeMenuItem = (db: Db, matterId: number, actorId: number, id: number) =>
  db.transaction(async (tx) => {
    await advanceListVersion(tx, menuItemList, matterId);
    const deleted = await deleteMenuItem(tx, matterId, id);
    if (!deleted) throw notFound();
    await recordAudit(tx, { actorId, entity: "menuItem", entityId: id, action: "delete", before: deleted });
  });
