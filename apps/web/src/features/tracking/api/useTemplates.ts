// GET dbbw/matters/{m}/tracking/templates: a page of the matter's templates (by category, sorted,
// filtered by the category's code or name), with the caller's verbs on templates.
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { TemplateListItem } from "@litfolio/shared/tracking";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import type { ListRequest } from "../../../lib/table-state";
import { trackingQueryKeys } from "../../../lib/tracking-api/tracking-query-keys";

export function useTemplates(matterId: number, request: ListRequest) {
  return useQuery({
    queryKey: trackingQueryKeys.templateList(matterId, request),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<TemplateListItem>>(request.path, { query: request.query, signal }),
    placeholderData: keepPreviousData,
  });
}
