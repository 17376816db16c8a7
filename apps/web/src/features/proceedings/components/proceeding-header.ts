// The links from a proceeding's header into procedural-step tracking (SPEC 2.3 "Buttons to view or
// create tracking, and to view the template"): "View tracking" when it has one, else "Create
// tracking" for callers who may create one (from the category's template, if any), and "View
// template" when the proceeding's category has a template.
import type { TrackingAvailability } from "@litfolio/shared/tracking";
import { paths } from "../../../lib/paths";

export interface TrackingLink {
  label: string;
  to: string;
}

export function trackingLinks(
  proceeding: { id: number; matter: { id: number } },
  tracking: TrackingAvailability | undefined,
  templateId: number | null | undefined,
): TrackingLink[] {
  const matterId = proceeding.matter.id;
  const links: TrackingLink[] = [];
  if (tracking?.trackingId) {
    links.push({ label: "View tracking", to: paths.tracking(matterId, proceeding.id, tracking.trackingId) });
  } else if (tracking?.permissions.includes("CREATE")) {
    links.push({ label: "Create tracking", to: paths.newTracking(matterId, proceeding.id, templateId) });
  }
  if (templateId) links.push({ label: "View template", to: paths.template(matterId, templateId) });
  return links;
}
