import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { markDeleted } from "../../../lib/deleted-objects";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

/** DELETE dbbw/matters/{id} (DECISIONS "Paths"); refused with 400 while the matter has proceedings. */
export function useDeleteMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matterId: number) => api.delete<{ message: string }>(`dbbw/matters/${matterId}`),
    onSuccess: (_answer, matterId) => {
      markDeleted("matter", matterId);
      queryClient.removeQueries({ queryKey: matterQueryKeys.matter(matterId) });
      return queryClient.invalidateQueries({ queryKey: matterQueryKeys.all });
    },
  });
}
