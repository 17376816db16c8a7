import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { menuItemsUrl } from "./useMenuItems";

/** DELETE dbbw/matters/{id}/menuitems/{itemId}. */
export function useDeleteMenuItem(matterId: number) {
  return useMatterMutation(matterId, (itemId: number) =>
    api.delete<{ message?: string }>(`${menuItemsUrl(matterId)}/${itemId}`),
  );
}
