import type { Matter, MatterBody } from "@litfolio/shared/matters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";

/** POST dbbw/matters (CREATE on the matters list). */
export function useCreateMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatterBody) => api.post<Matter>("dbbw/matters", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterQueryKeys.all }),
  });
}
