// The menu items' SQL: a matter's items in order, adding one at the end, saving the whole list in one
// statement, deleting one.
import type { MenuItem } from "@litfolio/shared/matters";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { menuItems } from "../../db/schema/matters";
import type { MenuItemRow } from "./presenter";

export const menuItemsOf = (db: DbOrTx, matterId: number): Promise<MenuItemRow[]> =>
  db
    .select()
    .from(menuItems)
    .where(eq(menuItems.matterId, matterId))
    .orderBy(asc(menuItems.orderItem), asc(menuItems.id));

/** Adds an item after the matter's last one. */
export async function appendMenuItem(tx: DbOrTx, matterId: number, item: { name: string; url: string }) {
  const next = sql<number>`(select coalesce(max(${menuItems.orderItem}) + 1, 0) from ${menuItems} where ${menuItems.matterId} = ${matterId})`;
  return insertOne(tx, menuItems, { matterId, name: item.name, url: item.url, orderItem: next });
}

/** Writes every item's name, url and position in one statement: each array is one parameter. */
export async function saveMenuItems(tx: DbOrTx, list: Pick<MenuItem, "id" | "name" | "url">[]) {
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
export const deleteMenuItem = async (tx: DbOrTx, matterId: number, id: number) =>
  (
    await tx
      .delete(menuItems)
      .where(and(eq(menuItems.matterId, matterId), eq(menuItems.id, id)))
      .returning()
  )[0];
