import type { Matter } from "@litfolio/shared/matters";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { matterQueryKeys } from "./matter-query-keys";

/** GET dbbw/matters/{id}: the matter, the caller's participation, permissions and menu items. A matter the caller may not see answers 404, which the matter page shows itself. */
export function useMatter(matterId: number | null) {
  return useQuery({
    queryKey: matterQueryKeys.detail(matterId ?? 0),
    queryFn: ({ signal }) => api.get<Matter>(`dbbw/matters/${matterId}`, { signal, handleErrors: [404] }),
    enabled: matterId !== null,
  });
}
