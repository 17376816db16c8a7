// DELETE dbbw/matters/{m}/proceedings/{p}: its claimants, trucks and defendants go with it. Afterwards
// the matter and its lists reload, but not the deleted proceeding's own queries: the page that shows
// them is about to leave, and reloading them would only answer 404. Marked deleted, the proceeding's
// page (reached again with Back) says so instead of showing its cached data.
import { partialMatchKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { markDeleted } from "../../../lib/deleted-objects";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

export function useDeleteProceeding(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proceedingId: number) =>
      api.delete<{ message?: string }>(proceedingUrl(matterId, proceedingId)),
    onSuccess: (_answer, proceedingId) => {
      markDeleted("proceeding", proceedingId);
      const deleted = proceedingQueryKeys.proceeding(matterId, proceedingId);
      return queryClient.invalidateQueries({
        queryKey: matterQueryKeys.matter(matterId),
        predicate: (query) => !partialMatchKey(query.queryKey, deleted),
      });
    },
  });
}
