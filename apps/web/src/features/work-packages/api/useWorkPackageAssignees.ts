// GET dbbw/matters/{m}/workpackage/assignees: who a package can be assigned to.
import type { Assignee } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackagesUrl } from "./work-package-query-keys";

export function useWorkPackageAssignees(matterId: number) {
  return useQuery({
    queryKey: ["work-packages", matterId, "assignees"],
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<Assignee>>(`${workPackagesUrl(matterId)}/assignees`, { signal }),
    select: (answer) => answer.items,
    staleTime: 60_000,
  });
}
