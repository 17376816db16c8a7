import type { Matter, MatterUpdateBody } from "@litfolio/shared/matters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

/** PUT dbbw/matters/{id} with the version the form loaded; a stale one answers 409, which the form shows. */
export function useUpdateMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MatterUpdateBody }) =>
      api.put<Matter>(`dbbw/matters/${id}`, body, { handleErrors: [409] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterQueryKeys.all }),
  });
}
