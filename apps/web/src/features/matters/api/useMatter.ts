import type { Matter } from "@litfolio/shared/matters";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "./matter-query-keys";

/** GET dbbw/matters/{id}: the matter, the caller's participation and permissions, its menu items. */
export function useMatter(matterId: number | null) {
  return useQuery({
    queryKey: matterQueryKeys.detail(matterId ?? 0),
    queryFn: ({ signal }) => api.get<Matter>(`dbbw/matters/${matterId}`, { signal }),
    enabled: matterId !== null,
  });
}
