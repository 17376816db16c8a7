// GET dbbw/matters/{m}/workpackage: a page of the matter's packages, sorted by the server. A caller
// who may not see work packages (EXTERNAL_READ_ONLY) gets 404, which the page turns into the refusal.
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { WorkPackage } from "@litfolio/shared/work-packages";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import type { ListRequest } from "../../../lib/table-state";
import { workPackageQueryKeys } from "./work-package-query-keys";

export function useWorkPackages(matterId: number, request: ListRequest) {
  return useQuery({
    queryKey: workPackageQueryKeys.list(matterId, request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<WorkPackage>>(request.path, { query: request.query, signal, handleErrors: [404] }),
    placeholderData: keepPreviousData,
  });
}
