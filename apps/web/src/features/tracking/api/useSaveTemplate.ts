// POST dbbw/matters/{m}/tracking/templates (a new template) or PUT .../{id} with the version loaded:
// "Template has been saved"; 409 when someone saved in between.
import type { Template, TemplateFields } from "@litfolio/shared/tracking";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";
import { templatesUrl, trackingQueryKeys } from "../../../lib/tracking-api/tracking-query-keys";

export function useSaveTemplate(matterId: number, editing: { id: number; version: number } | null) {
  return useMatterMutation(
    matterId,
    (body: TemplateFields) =>
      editing
        ? api.put<Template & { message: string }>(
            `${templatesUrl(matterId)}/${editing.id}`,
            { ...body, version: editing.version },
            { handleErrors: [409] },
          )
        : api.post<Template & { message: string }>(templatesUrl(matterId), body),
    trackingQueryKeys.templates(matterId),
  );
}
