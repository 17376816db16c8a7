// PUT dbbw/matters/{id}/participations/{pid}: role and categories, with the version the form loaded. A
// stale version answers 409, which the form shows itself and keeps what was chosen.
import type { Participation, ParticipationUpdateBody } from "@litfolio/shared/matters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

export function useUpdateParticipation(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ParticipationUpdateBody }) =>
      api.put<Participation>(`dbbw/matters/${matterId}/participations/${id}`, body, {
        handleErrors: [409],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterQueryKeys.matter(matterId) }),
  });
}
