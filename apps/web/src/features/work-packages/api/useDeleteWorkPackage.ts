// DELETE dbbw/matters/{m}/workpackage/{number}: "Work package has been deleted"; the lists reload.
import type { WorkPackage } from "@litfolio/shared/work-packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackageUrl } from "./work-package-query-keys";

export function useDeleteWorkPackage(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workPackage: WorkPackage) =>
      api.delete<{ message: string }>(workPackageUrl(matterId, workPackage.id.number)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workPackageQueryKeys.all(matterId) }),
  });
}
