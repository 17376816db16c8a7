// POST dbbw/matters/{m}/totals, or PUT totals/{id} with the version read: "Totals has been saved";
// the overview reloads.
import type { ExpectedTotals, TotalsBody } from "@litfolio/shared/overview";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { overviewQueryKeys } from "./overview-query-keys";

export interface TotalsSave {
  /** The totals edited (their id and version), or null to add them. */
  totals: { id: number; version: number } | null;
  body: TotalsBody;
}

export function useSaveTotals(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ totals, body }: TotalsSave) =>
      totals
        ? api.put<ExpectedTotals & { message: string }>(`dbbw/matters/${matterId}/totals/${totals.id}`, {
            ...body,
            version: totals.version,
          })
        : api.post<ExpectedTotals & { message: string }>(`dbbw/matters/${matterId}/totals`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewQueryKeys.all(matterId) }),
  });
}
