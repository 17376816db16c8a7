// GET dbbw/matters/{id}/participations/{pid}/activation (DECISIONS "Paths"): e-mails the participant a
// fresh activation link; the old one stops working.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

export function useResendParticipantActivation(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participationId: number) =>
      api.get<{ message?: string }>(`dbbw/matters/${matterId}/participations/${participationId}/activation`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterQueryKeys.matter(matterId) }),
  });
}
