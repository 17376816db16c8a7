// The menu items' reads: a matter's items in order.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { menuItems } from "../../db/schema/matters";
import type { MenuItemRow } from "./presenter";

export const menuItemsOf = (db: DbOrTx, matterId: number): Promise<MenuItemRow[]> =>
  db
    .select()
    .from(menuItems)
    .where(eq(menuItems.matterId, matterId))
    .orderBy(asc(menuItems.orderItem), asc(menuItems.id));
