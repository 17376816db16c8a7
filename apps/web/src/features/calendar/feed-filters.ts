// The filters of the personal calendar feed (POST dbbw/calendar/feed): built from the page's filters,
// and a feed's filters in words for the Subscribe dialog.
import { activityStatusLabels } from "@litfolio/shared/activities";
import type { CalendarFeedFilters } from "@litfolio/shared/calendar";
import { type CalendarFilters, kindLabels } from "./calendar-state";

/** The filters a new feed keeps: the page's, without the day and view. */
export const feedFiltersOf = (filters: CalendarFilters): CalendarFeedFilters => ({
  ...(filters.matterId === null ? {} : { matterId: filters.matterId }),
  ...(filters.matterId === null || filters.categoryId === null ? {} : { categoryId: filters.categoryId }),
  kinds: filters.kinds,
  statuses: filters.statuses,
  responsible: filters.responsible,
  courtHearing: filters.courtHearingsOnly,
  clientDeadline: filters.clientDeadlinesOnly,
});

/** The names the lines use when known; else the ids stand in. */
export interface FeedFilterNames {
  matter?: string;
  category?: string;
  /** The one user whose activities the feed shows. */
  responsible?: string;
}

const assignedTo = (filters: CalendarFeedFilters, names: FeedFilterNames) =>
  filters.responsible === "me"
    ? "you"
    : filters.responsible === "everyone"
      ? "everyone"
      : (names.responsible ?? `#${filters.responsible}`);

/** A feed's filters, one line each: "Matter: …", "Shows: Activities and Proceedings", … */
export function feedFilterLines(filters: CalendarFeedFilters, names: FeedFilterNames = {}): string[] {
  const lines = [
    filters.matterId == null ? "Matters: all of yours" : `Matter: ${names.matter ?? `#${filters.matterId}`}`,
  ];
  if (filters.categoryId != null) {
    lines.push(`Jurisdiction/Workstream: ${names.category ?? `#${filters.categoryId}`}`);
  }
  lines.push(`Shows: ${filters.kinds.map((kind) => kindLabels[kind]).join(" and ")}`);
  if (filters.kinds.includes("ACTIVITIES")) {
    lines.push(
      `Activity statuses: ${filters.statuses.map((status) => activityStatusLabels[status]).join(", ")}`,
    );
    lines.push(`Activities assigned to: ${assignedTo(filters, names)}`);
  }
  if (filters.kinds.includes("TRACKING")) {
    if (filters.courtHearing) lines.push("Court hearings only");
    if (filters.clientDeadline) lines.push("Client deadlines only");
  }
  return lines;
}
