// POST dbbw/matters/{m}/workpackage/{number}/approval: approve (with the amount) or reject, with the
// package's version as read; "Work package has been approved" / "... rejected". The package, its
// approvals and the lists reload.
import type { WorkPackage, WorkPackageApprovalBody } from "@litfolio/shared/work-packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackageUrl } from "./work-package-query-keys";

export function useDecideWorkPackage(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, body }: { number: number; body: WorkPackageApprovalBody }) =>
      api.post<WorkPackage & { message: string }>(`${workPackageUrl(matterId, number)}/approval`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workPackageQueryKeys.all(matterId) }),
  });
}
