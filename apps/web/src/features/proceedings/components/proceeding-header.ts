// What the proceeding page's header shows besides the record's own fields: the category with its
// kind, and the links into procedural-step tracking (SPEC 2.3 "Buttons to view or create tracking,
// and to view the template"; the routes come with the tracking issue).
import type { CategoryOption } from "@litfolio/shared/matters";

export const categoryLabel = (category: CategoryOption) =>
  `${category.type === "workstream" ? "Workstream" : "Jurisdiction"} ${category.code} ${category.name}`;

export interface TrackingLink {
  label: string;
  to: string;
}

/** "View tracking" when the proceeding has a tracking, else "Create tracking"; and "View template". */
export function trackingLinks(proceeding: {
  id: number;
  matter: { id: number };
  tracking?: unknown;
}): TrackingLink[] {
  const matterId = proceeding.matter.id;
  return [
    {
      label: proceeding.tracking ? "View tracking" : "Create tracking",
      to: `/matters/${matterId}/proceedings/${proceeding.id}/track`,
    },
    { label: "View template", to: `/matters/${matterId}/templates/` },
  ];
}
