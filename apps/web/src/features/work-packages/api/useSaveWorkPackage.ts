// POST dbbw/matters/{m}/workpackage, or PUT /{number} with the version read: "Work package has been
// saved"; the matter's package lists and this package reload.
import type { WorkPackage, WorkPackageBody } from "@litfolio/shared/work-packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackagesUrl, workPackageUrl } from "./work-package-query-keys";

type Saved = WorkPackage & { message: string };

export function useSaveWorkPackage(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workPackage, body }: { workPackage: WorkPackage | null; body: WorkPackageBody }) =>
      workPackage
        ? api.put<Saved>(workPackageUrl(matterId, workPackage.id.number), {
            ...body,
            version: workPackage.version,
          })
        : api.post<Saved>(workPackagesUrl(matterId), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workPackageQueryKeys.all(matterId) }),
  });
}
