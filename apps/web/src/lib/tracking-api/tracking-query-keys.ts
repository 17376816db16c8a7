// Query keys and URLs of templates and trackings. A tracking lives inside its proceeding (its writes
// go through useProceedingMutation, which also refreshes the judgements' step choice); templates
// are the matter's own.
import { matterQueryKeys } from "../matter-api/matter-query-keys";
import { proceedingQueryKeys } from "../proceeding-api/proceeding-query-keys";

export const templatesUrl = (matterId: number) => `dbbw/matters/${matterId}/tracking/templates`;
export const trackingsUrl = (matterId: number, proceedingId: number) =>
  `dbbw/matters/${matterId}/proceedings/${proceedingId}/tracking`;

export const trackingQueryKeys = {
  templates: (matterId: number) => matterQueryKeys.inMatter(matterId, "templates"),
  templateList: (matterId: number, request: unknown) =>
    matterQueryKeys.inMatter(matterId, "templates", "list", request),
  template: (matterId: number, templateId: number) =>
    matterQueryKeys.inMatter(matterId, "templates", templateId),
  templateOfCategory: (matterId: number, categoryCode: string) =>
    matterQueryKeys.inMatter(matterId, "templates", "available", categoryCode),
  availability: (matterId: number, proceedingId: number) =>
    proceedingQueryKeys.inProceeding(matterId, proceedingId, "tracking", "available"),
  tracking: (matterId: number, proceedingId: number, trackingId: number) =>
    proceedingQueryKeys.inProceeding(matterId, proceedingId, "tracking", trackingId),
};
