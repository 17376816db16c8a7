import type { ListEnvelope } from "@litfolio/shared/paging";
import type { ProceedingSummary } from "@litfolio/shared/proceedings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingTableState, proceedingListRequest } from "../proceeding-table-state";

/**
 * GET dbbw/matters/{m}/proceedings?statuses=, or .../proceedings/search with the column filters (the
 * period as writStartDate/writEndDate); the previous page stays while the next loads. A matter the
 * caller may not see answers 404, which the page shows as its not-found page.
 */
export const proceedingsQuery = (matterId: number, state: ProceedingTableState) => {
  const request = proceedingListRequest(matterId, state);
  return queryOptions({
    queryKey: proceedingQueryKeys.list(matterId, request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<ProceedingSummary>>(request.path, {
        query: request.query,
        signal,
        handleErrors: [404],
      }),
    placeholderData: keepPreviousData,
  });
};

/** The route's loader starts the first page's request (features/proceedings/pages/proceedings-route.ts). */
export const useProceedings = (matterId: number, state: ProceedingTableState) =>
  useQuery(proceedingsQuery(matterId, state));
