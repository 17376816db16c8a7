// The matters the caller takes part in, by name, as a filter's choices (GET dbbw/matters, the
// largest page: a person takes part in a handful of matters).
import type { MatterSummary } from "@litfolio/shared/matters";
import { type ListEnvelope, maxPageSize } from "@litfolio/shared/paging";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { matterQueryKeys } from "./matter-query-keys";

export function useMatterChoices() {
  const query = { page: 0, size: maxPageSize, sort: "name,asc" };
  return useQuery({
    queryKey: matterQueryKeys.list(query),
    queryFn: ({ signal }) => api.get<ListEnvelope<MatterSummary>>("dbbw/matters", { query, signal }),
    select: (answer) => answer.items.map((matter) => ({ value: String(matter.id), label: matter.name })),
    staleTime: 60_000,
  });
}
