// GET .../resolutions/hearings: the procedural steps of the proceeding's tracking a judgement or
// settlement can belong to (none until trackings exist; then the step becomes required).
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { ResolutionStep } from "@litfolio/shared/resolutions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { resolutionsUrl } from "./useResolutions";

export function useResolutionHearings(matterId: number, proceedingId: number) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "resolutionHearings"),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<ResolutionStep>>(`${resolutionsUrl(matterId, proceedingId)}/hearings`, { signal }),
  });
}
