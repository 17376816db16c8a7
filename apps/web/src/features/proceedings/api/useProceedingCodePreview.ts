import type { Verb } from "@litfolio/shared/permissions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";

/** GET dbbw/{matterId}/proceedingcode?categoryId=: the code a proceeding saved now would get. */
export function useProceedingCodePreview(matterId: number, categoryId: number | null) {
  return useQuery({
    queryKey: proceedingQueryKeys.codePreview(matterId, categoryId),
    queryFn: ({ signal }) =>
      api.get<{ proceedingCode: string; permissions: Verb[] }>(`dbbw/${matterId}/proceedingcode`, {
        query: { categoryId },
        signal,
      }),
    enabled: categoryId !== null,
  });
}
