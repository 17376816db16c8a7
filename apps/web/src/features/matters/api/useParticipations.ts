// GET dbbw/matters/{id}/participations: one page of the users tab, sorted by the server.
import type { Participation } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SortState } from "../../../components/DataTable";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

export interface ParticipationPage {
  page: number;
  size: number;
  sort: SortState | null;
}

/** The previous page stays on screen while the next one loads. */
export function useParticipations(matterId: number, { page, size, sort }: ParticipationPage) {
  const query = { page, size, sort: sort ? `${sort.field},${sort.direction}` : undefined };
  return useQuery({
    queryKey: matterQueryKeys.inMatter(matterId, "participations", query),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<Participation>>(`dbbw/matters/${matterId}/participations`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
