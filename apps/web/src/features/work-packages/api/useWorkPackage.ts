// GET dbbw/matters/{m}/workpackage/{number}: one package (404 for one the caller may not see).
import type { WorkPackage } from "@litfolio/shared/work-packages";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { workPackageQueryKeys, workPackageUrl } from "./work-package-query-keys";

export function useWorkPackage(matterId: number, number: number) {
  return useQuery({
    queryKey: workPackageQueryKeys.one(matterId, number),
    queryFn: ({ signal }) =>
      api.get<WorkPackage>(workPackageUrl(matterId, number), { signal, handleErrors: [404] }),
  });
}
