// DELETE dbbw/matters/{m}/tracking/{id}: "Template has been deleted".
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { trackingQueryKeys } from "../../../lib/tracking-api/tracking-query-keys";

export function useDeleteTemplate(matterId: number) {
  return useMatterMutation(
    matterId,
    (templateId: number) =>
      api.delete<{ message: string }>(`dbbw/matters/${matterId}/tracking/${templateId}`),
    trackingQueryKeys.templates(matterId),
  );
}
