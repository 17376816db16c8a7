// The API shape of a matter's additional menu item (SPEC 3 "Other per-matter lists").
import type { MenuItem } from "@litfolio/shared/matters";
import type { menuItems } from "../../db/schema/matters";

export type MenuItemRow = typeof menuItems.$inferSelect;

export const presentMenuItem = (row: MenuItemRow): MenuItem => ({
  id: row.id,
  name: row.name,
  url: row.url,
  order_item: row.orderItem,
});
