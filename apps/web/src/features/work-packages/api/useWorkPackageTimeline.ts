// GET dbbw/matters/{m}/workpackage/{number}/timeline: created, each edit with what it changed, the
// approvals and rejections the caller may read, each with who did it, oldest first.
import type { WorkPackageTimeline } from "@litfolio/shared/work-packages";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackageUrl } from "./work-package-query-keys";

export function useWorkPackageTimeline(matterId: number, number: number) {
  return useQuery({
    queryKey: workPackageQueryKeys.timeline(matterId, number),
    queryFn: ({ signal }) =>
      api.get<WorkPackageTimeline>(`${workPackageUrl(matterId, number)}/timeline`, { signal }),
  });
}
