// GET dbbw/matters/{m}/assignees: the matter's users who can be given work (an activity's Assigned to).
import type { Assignee } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { matterQueryKeys } from "./matter-query-keys";

export function useAssignees(matterId: number | null) {
  return useQuery({
    queryKey: matterQueryKeys.inMatter(matterId ?? 0, "assignees"),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<Assignee>>(`dbbw/matters/${matterId}/assignees`, { signal }),
    select: (answer) => answer.items,
    enabled: matterId !== null,
    staleTime: 60_000,
  });
}
