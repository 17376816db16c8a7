import type { MatterSummary } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";
import { listRequest, type TableState } from "../../../lib/table-state";
import { type MatterSearchColumn, mattersTable } from "../matter-table-state";

/** GET dbbw/matters, or dbbw/matters/search with search values; the previous page stays while loading. */
export function useMatters(state: TableState<MatterSearchColumn>) {
  const request = listRequest(mattersTable, state);
  return useQuery({
    queryKey: matterQueryKeys.list(request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<MatterSummary>>(request.path, { query: request.query, signal }),
    placeholderData: keepPreviousData,
  });
}
