// GET dbbw/matters/{m}/tracking/templates/available/{categoryCode}: the template of a jurisdiction or
// workstream, if there is one (SPEC 7.5 answers it as trackingId).
import type { TemplateAvailability } from "@litfolio/shared/tracking";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { templatesUrl, trackingQueryKeys } from "./tracking-query-keys";

export function useTemplateAvailability(matterId: number, categoryCode: string | undefined) {
  return useQuery({
    queryKey: trackingQueryKeys.templateOfCategory(matterId, categoryCode ?? ""),
    queryFn: ({ signal }) =>
      api.get<TemplateAvailability>(
        `${templatesUrl(matterId)}/available/${encodeURIComponent(categoryCode ?? "")}`,
        {
          signal,
        },
      ),
    enabled: Boolean(categoryCode),
  });
}
