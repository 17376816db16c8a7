import type { MenuItem, MenuItemBody } from "@litfolio/shared/matters";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { menuItemsUrl } from "./useMenuItems";

/** POST dbbw/matters/{id}/menuitems: adds a link at the end of the list. */
export function useCreateMenuItem(matterId: number) {
  return useMatterMutation(matterId, (body: MenuItemBody) =>
    api.post<MenuItem>(menuItemsUrl(matterId), body),
  );
}
