import type { MenuItem } from "@litfolio/shared/matters";
import type { VersionedList } from "@litfolio/shared/versions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

export const menuItemsUrl = (matterId: number) => `dbbw/matters/${matterId}/menuitems`;

export const menuItemsQueryKey = (matterId: number) => matterQueryKeys.inMatter(matterId, "menuItems");

/** GET dbbw/matters/{id}/menuitems: the matter's additional menu items in their order, and the list's version. */
export function useMenuItems(matterId: number) {
  return useQuery({
    queryKey: menuItemsQueryKey(matterId),
    queryFn: ({ signal }) => api.get<VersionedList<MenuItem>>(menuItemsUrl(matterId), { signal }),
  });
}
