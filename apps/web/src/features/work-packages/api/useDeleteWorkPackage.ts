// DELETE dbbw/matters/{m}/workpackage/{number}: "Work package has been deleted"; the lists reload, but
// not the deleted package's own queries (itself, its approvals and timeline): the page showing them is
// about to leave, and reloading them would answer 404, whose alert would replace the confirmation.
import type { WorkPackage } from "@litfolio/shared/work-packages";
import { partialMatchKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackageUrl } from "./work-package-query-keys";

export function useDeleteWorkPackage(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workPackage: WorkPackage) =>
      api.delete<{ message: string }>(workPackageUrl(matterId, workPackage.id.number)),
    onSettled: (_answer, error, workPackage) => {
      const deleted = workPackageQueryKeys.one(matterId, workPackage.id.number);
      return queryClient.invalidateQueries({
        queryKey: workPackageQueryKeys.all(matterId),
        predicate: (query) => error !== null || !partialMatchKey(query.queryKey, deleted),
      });
    },
  });
}
