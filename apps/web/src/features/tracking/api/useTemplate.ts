// GET dbbw/matters/{m}/tracking/templates/{id}: a template with its steps.
import type { Template } from "@litfolio/shared/tracking";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { templatesUrl, trackingQueryKeys } from "../../../lib/tracking-api/tracking-query-keys";

export function useTemplate(matterId: number, templateId: number | null) {
  return useQuery({
    queryKey: trackingQueryKeys.template(matterId, templateId ?? 0),
    queryFn: ({ signal }) => api.get<Template>(`${templatesUrl(matterId)}/${templateId}`, { signal }),
    enabled: templateId !== null,
  });
}
