// GET dbbw/matters/{id}/categories: the matter's jurisdictions and workstreams (jurisdictions first,
// each by code), the choice list of every form that picks categories.
import type { CategoryOption } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { matterQueryKeys } from "./matter-query-keys";

export function useCategories(matterId: number) {
  return useQuery({
    queryKey: matterQueryKeys.inMatter(matterId, "categories"),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<CategoryOption>>(`dbbw/matters/${matterId}/categories`, { signal }),
  });
}
