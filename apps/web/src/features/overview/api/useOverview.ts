// GET dbbw/matters/{m}/aggregator: the matter's proceedings of the default statuses added up per
// jurisdiction or workstream, with the expected totals and the Total row.
import type { Overview } from "@litfolio/shared/overview";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { overviewQueryKeys } from "./overview-query-keys";

export const overviewQuery = (matterId: number) =>
  queryOptions({
    queryKey: overviewQueryKeys.aggregation(matterId),
    queryFn: ({ signal }) => api.get<Overview>(`dbbw/matters/${matterId}/aggregator`, { signal }),
  });

/** The route's loader starts it (features/overview/pages/overview-route.ts). */
export const useOverview = (matterId: number) => useQuery(overviewQuery(matterId));
