// POST dbbw/matters/{id}/participations: adds a platform user, or creates an inactive one that gets an
// activation e-mail (DECISIONS "Accounts").
import type { Participation, ParticipationBody } from "@litfolio/shared/matters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

export function useCreateParticipation(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipationBody) =>
      api.post<Participation>(`dbbw/matters/${matterId}/participations`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterQueryKeys.matter(matterId) }),
  });
}
