// GET dbbw/matters/{m}/proceedings/{p}/resolutions?resolution=&page=&size=: one page of the
// proceeding's judgements or settlements (SPEC 7.4), with the caller's verbs on them.
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { Judgement, ResolutionKind, Settlement } from "@litfolio/shared/resolutions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";

export const resolutionsUrl = (matterId: number, proceedingId: number) =>
  `dbbw/matters/${matterId}/proceedings/${proceedingId}/resolutions`;

export interface ResolutionPage {
  page: number;
  size: number;
}

/** The answer's items are of the asked kind. */
export type ResolutionOf<Kind extends ResolutionKind> = Kind extends "JUDGEMENT" ? Judgement : Settlement;

export function useResolutions<Kind extends ResolutionKind>(
  matterId: number,
  proceedingId: number,
  resolution: Kind,
  paging: ResolutionPage,
) {
  const query = { resolution, ...paging };
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "resolutions", query),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<ResolutionOf<Kind>>>(resolutionsUrl(matterId, proceedingId), { query, signal }),
    placeholderData: keepPreviousData,
  });
}
