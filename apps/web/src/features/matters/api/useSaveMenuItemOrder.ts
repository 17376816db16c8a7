import type { MenuItem, MenuItemListBody } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { api } from "../../../lib/api";
import { useMatterMutation } from "./useMatterMutation";
import { menuItemsUrl } from "./useMenuItems";

/**
 * PUT dbbw/matters/{id}/menuitems: the whole list in its new order. An item added or deleted by
 * someone else meanwhile answers 409 (404 when one of ours is gone), which the caller explains.
 */
export function useSaveMenuItemOrder(matterId: number) {
  return useMatterMutation(matterId, (list: MenuItemListBody) =>
    api.put<ListEnvelope<MenuItem>>(menuItemsUrl(matterId), list, { handleErrors: [404, 409] }),
  );
}
