// GET dbbw/matters/{m}/proceduralsteps/missed: a page of the matter's missed deadlines under the
// filters, sorted by the server. The previous page stays on screen while the next one loads.
import type { MissedDeadline } from "@litfolio/shared/missed-deadlines";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import type { ListRequest } from "../../../lib/table-state";
import { missedDeadlineQueryKeys } from "./missed-deadline-query-keys";

export function useMissedDeadlines(matterId: number, request: ListRequest) {
  return useQuery({
    queryKey: missedDeadlineQueryKeys.list(matterId, request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<MissedDeadline>>(request.path, { query: request.query, signal }),
    placeholderData: keepPreviousData,
  });
}
