// DELETE dbbw/matters/{id}/participations/{pid}: takes the user off the matter (their account stays).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

export function useDeleteParticipation(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participationId: number) =>
      api.delete<{ message?: string }>(`dbbw/matters/${matterId}/participations/${participationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterQueryKeys.matter(matterId) }),
  });
}
