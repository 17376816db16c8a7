// Pure helpers of the additional menu items tab: moving an item one place up or down, the body that
// saves the whole list in its order, and the search filter.
import type { MenuItem, MenuItemListBody } from "@litfolio/shared/matters";

export type MoveDirection = -1 | 1;

/** The list with the item `id` swapped with its neighbour above (-1) or below (1); unchanged at an end. */
export function moveItem<Item extends { id: number }>(
  list: readonly Item[],
  id: number,
  direction: MoveDirection,
): Item[] {
  const from = list.findIndex((item) => item.id === id);
  const to = from + direction;
  const next = [...list];
  if (from < 0 || to < 0 || to >= list.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** PUT dbbw/matters/{id}/menuitems: every item, in the order shown, and the version it builds on. */
export const orderBody = (list: readonly MenuItem[], version: number): MenuItemListBody => ({
  items: list.map(({ id, name, url }) => ({ id, name, url })),
  version,
});

/** The items whose name or website URL contains the search text, in any letter case. */
export function filterMenuItems(list: readonly MenuItem[], search: string): readonly MenuItem[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return list;
  return list.filter(
    (item) => item.name.toLowerCase().includes(wanted) || item.url.toLowerCase().includes(wanted),
  );
}
