import type { MenuItem, MenuItemListBody } from "@litfolio/shared/matters";
import type { VersionedList } from "@litfolio/shared/versions";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { menuItemsUrl } from "./useMenuItems";

/**
 * PUT dbbw/matters/{id}/menuitems: the whole list in its new order, with the version it builds on.
 * Any other change since (a rename, order, add or delete) answers 409, which the caller announces.
 */
export function useSaveMenuItemOrder(matterId: number) {
  return useMatterMutation(matterId, (body: MenuItemListBody) =>
    api.put<VersionedList<MenuItem>>(menuItemsUrl(matterId), body, { handleErrors: [409] }),
  );
}
