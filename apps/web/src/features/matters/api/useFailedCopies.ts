import type { FailedCopies } from "@litfolio/shared/connect";
import { defaultPageSize } from "@litfolio/shared/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { connectCopiesQueryKey } from "./useConnectCopies";

/** GET dbbw/matters/{m}/connect-copies/failed (matter ADMIN): a page of the failed copies, newest first. */
export function useFailedCopies(matterId: number, page: number, enabled: boolean) {
  return useQuery({
    // Under the counts' key: a retry reloads both.
    queryKey: [...connectCopiesQueryKey(matterId), "failed", page],
    queryFn: ({ signal }) =>
      api.get<FailedCopies>(`dbbw/matters/${matterId}/connect-copies/failed`, {
        signal,
        query: { page, size: defaultPageSize },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
