import type { ConnectCopies } from "@litfolio/shared/connect";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

/** While copies are on their way the counts are read again this often, so they move as copies finish. */
const UPLOADING_REFRESH_MS = 10_000;

export const connectCopiesQueryKey = (matterId: number) =>
  matterQueryKeys.inMatter(matterId, "connectCopies");

/** GET dbbw/matters/{m}/connect-copies (matter ADMIN): the matter's documents still being copied or failed. */
export function useConnectCopies(matterId: number) {
  return useQuery({
    queryKey: connectCopiesQueryKey(matterId),
    queryFn: ({ signal }) => api.get<ConnectCopies>(`dbbw/matters/${matterId}/connect-copies`, { signal }),
    refetchInterval: (query) => ((query.state.data?.uploading ?? 0) > 0 ? UPLOADING_REFRESH_MS : false),
  });
}
