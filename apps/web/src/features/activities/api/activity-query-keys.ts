// Query keys of activities: their own tree (an activity is found by its id alone), and what an
// activity write also changes elsewhere: its tracking's step counts.
import type { Activity } from "@litfolio/shared/activities";
import { trackingQueryKeys } from "../../../lib/tracking-api/tracking-query-keys";

export const activityQueryKeys = {
  all: ["activities"] as const,
  list: (request: unknown) => ["activities", "list", request] as const,
  activity: (activityId: number) => ["activities", activityId] as const,
  comments: (activityId: number) => ["activities", activityId, "comments"] as const,
};

/** The keys a write to this activity makes stale: every activity list and its tracking. */
export const keysChangedBy = (activity: Pick<Activity, "matter" | "proceeding" | "trackingId">) => [
  activityQueryKeys.all,
  trackingQueryKeys.tracking(activity.matter.id, activity.proceeding.id, activity.trackingId),
];
