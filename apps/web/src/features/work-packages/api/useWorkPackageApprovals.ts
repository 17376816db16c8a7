// GET dbbw/matters/{m}/workpackage/{number}/approval: its approvals and rejections, oldest first, and
// whether the caller may decide now (CREATE), and what changed since the last decision. A local
// counsel reads only their own packages' (404).
import type { WorkPackageApprovals } from "@litfolio/shared/work-packages";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackageUrl } from "./work-package-query-keys";

export function useWorkPackageApprovals(matterId: number, number: number) {
  return useQuery({
    queryKey: workPackageQueryKeys.approvals(matterId, number),
    queryFn: ({ signal }) =>
      api.get<WorkPackageApprovals>(`${workPackageUrl(matterId, number)}/approval`, {
        signal,
        handleErrors: [404],
      }),
  });
}
